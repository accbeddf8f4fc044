#!/usr/bin/env python3
"""Rewrites the seed corpora in Fuzz/Corpus/ from the specs, fixtures, docs and grammar tests.

Run it from anywhere after those sources change: `python3 Fuzz/seed-corpus.py`. The seeds are
committed, so CI never runs this. Each corpus folder is replaced as a whole.

- FuzzYAML, FuzzPipeline: Specs/*.yaml, Tests/LayoutGenCoreTests/Fixtures/*.yaml, every ```yaml
  block of docs/SpecLanguage.md, and (FuzzYAML only) the YAML snippets of
  Tests/LayoutSpecTests/Load*Tests.swift, which reach the loader's diagnostics.
- FuzzEquation, FuzzVFL: the strings Tests/LayoutSpecTests/{EquationParser,VFLParser}Tests.swift
  parse, and the equations and VFL lines of the specs and docs examples.
"""

import hashlib
import pathlib
import re
import shutil

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Fuzz" / "Corpus"
SNIPPET_HEADER = "scene: Scene\nsizes: {portrait: 390x844}\n\n"  # LoadTestSupport.swift


def unescape(body):
    """A Swift string literal's body as the string it denotes, or None if it interpolates."""
    out, i = [], 0
    simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in simple:
            out.append(simple[nxt])
            i += 2
        elif nxt == "u":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3 : end], 16)))
            i = end + 1
        elif nxt == "\n":  # a multi-line literal's line continuation
            i += 2
        else:
            return None  # "\(" interpolation, which the seed cannot reproduce
    return "".join(out)


def read_literal(text, i):
    """The string literal starting at text[i] and the index after it, or (None, i)."""
    if text.startswith('"""', i):
        end = text.index('"""', i + 3)
        raw = text[i + 3 : end]
        indent = raw[raw.rfind("\n") + 1 :]
        lines = raw[1 : raw.rfind("\n")].split("\n") if "\n" in raw[1:] else []
        lines = [line[len(indent) :] if line.startswith(indent) else line.lstrip(" ") for line in lines]
        return unescape("\n".join(lines)), end + 3
    if text.startswith('"', i):
        j = i + 1
        while text[j] != '"':
            j += 2 if text[j] == "\\" else 1
        return unescape(text[i + 1 : j]), j + 1
    return None, i


def call_arguments(text, name):
    """The first argument of every call to `name`: string literals joined by `+`, where
    `snippetHeader` stands for its value; arguments built any other way are skipped."""
    for match in re.finditer(re.escape(name) + r"\(", text):
        i, parts, ok = match.end(), [], True
        while True:
            while text[i] in " \n":
                i += 1
            if text.startswith("snippetHeader", i):
                parts.append(SNIPPET_HEADER)
                i += len("snippetHeader")
            else:
                literal, i = read_literal(text, i)
                if literal is None:
                    ok = False
                    break
                parts.append(literal)
            while text[i] in " \n":
                i += 1
            if text[i] != "+":
                break
            i += 1
        if ok and text[i] in ",)":
            yield "".join(parts)


def yaml_blocks(markdown):
    return re.findall(r"```yaml\n(.*?)```", markdown, re.S)


def constraint_strings(yaml):
    """Equations and VFL lines of a spec, read the simple way the specs write them."""
    found = []
    for line in yaml.splitlines():
        for value in re.findall(r'(?:constraint|vfl): "([^"]*)"', line):
            found.append(value)
        item = re.match(r"\s*- (?![{\[])(.*?)\s*(#.*)?$", line)
        if item and ":" not in item.group(1).replace("H:", "").replace("V:", ""):
            found.append(item.group(1).strip("\"'"))
    return found


def is_visual_format(text):
    return text.startswith(("H:", "V:", "|", "["))


def write(target, seeds):
    folder = CORPUS / target
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    seen = set()
    for name, content in seeds:
        data = content.encode("utf-8")
        digest = hashlib.sha1(data).hexdigest()
        if digest in seen:
            continue
        seen.add(digest)
        (folder / (name or digest[:16])).write_bytes(data)
    print(f"{target}: {len(seen)} seeds")


def main():
    specs = [(f"Specs-{p.stem}.yaml", p.read_text()) for p in sorted((ROOT / "Specs").glob("*.yaml"))]
    fixtures = [
        (f"Fixtures-{p.stem}.yaml", p.read_text())
        for p in sorted((ROOT / "Tests/LayoutGenCoreTests/Fixtures").glob("*.yaml"))
    ]
    docs = [
        (f"SpecLanguage-{n + 1}.yaml", block)
        for n, block in enumerate(yaml_blocks((ROOT / "docs/SpecLanguage.md").read_text()))
    ]
    snippets = []
    for path in sorted((ROOT / "Tests/LayoutSpecTests").glob("Load*Tests.swift")):
        text = path.read_text()
        for name in ("loadSnippet", "assertSnippetDiagnostics"):
            snippets += [(None, s) for s in call_arguments(text, name)]
    write("FuzzYAML", specs + fixtures + docs + snippets)
    write("FuzzPipeline", specs + fixtures + docs)

    grammar = ROOT / "Tests/LayoutSpecTests"
    equations = list(call_arguments((grammar / "EquationParserTests.swift").read_text(), "equation"))
    formats = list(call_arguments((grammar / "VFLParserTests.swift").read_text(), "visualFormat"))
    for _, yaml in specs + fixtures + docs:
        for text in constraint_strings(yaml):
            (formats if is_visual_format(text) else equations).append(text)
    write("FuzzEquation", [(None, s) for s in equations])
    write("FuzzVFL", [(None, s) for s in formats])


if __name__ == "__main__":
    main()
