#!/usr/bin/env python3
"""Gathers the Interface Builder documents a sources table lists into a folder, for
ib_corpus.py to read: `python3 Benchmarks/ib_fetch.py SOURCES.tsv DIR [--mirrors ROOT]`.

The table has a header and one row per document, tab separated: the file name to write, the
GitHub repository (`owner/name`), the commit and the path in it (Benchmarks/ib_other_corpus.tsv,
the development corpus's SOURCES.tsv). Each repository is read from a git directory under
ROOT (`ROOT/owner+name/repo` or `ROOT/owner+name`) where --mirrors gives one, else cloned
without blobs from github.com into DIR/.git-cache, fetching only the commits the table names.
"""
import csv
import os
import subprocess
import sys


def git(git_dir, *arguments, capture=True):
    return subprocess.run(["git", "--git-dir", git_dir, *arguments], check=True,
                          capture_output=capture).stdout


def repository(repo, commits, folder, mirrors):
    """A git directory holding every commit of `commits` of `repo`."""
    if mirrors:
        base = os.path.join(mirrors, repo.replace("/", "+"))
        for candidate in (os.path.join(base, "repo"), base):
            if os.path.isdir(candidate):
                return candidate
        sys.exit(f"ib_fetch: no mirror of {repo} under {mirrors}")
    git_dir = os.path.join(folder, ".git-cache", repo.replace("/", "+"))
    if not os.path.isdir(git_dir):
        subprocess.run(["git", "init", "--bare", "--quiet", git_dir], check=True)
        git(git_dir, "remote", "add", "origin", f"https://github.com/{repo}.git")
    for commit in sorted(commits):
        git(git_dir, "fetch", "--quiet", "--depth", "1", "--filter=blob:none", "origin", commit, capture=False)
    return git_dir


def main():
    args = sys.argv[1:]
    mirrors = None
    if "--mirrors" in args:
        at = args.index("--mirrors")
        mirrors, args = args[at + 1], args[:at] + args[at + 2:]
    if len(args) != 2:
        sys.exit(__doc__)
    table, folder = args
    with open(table, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    os.makedirs(folder, exist_ok=True)
    commits = {}
    for row in rows:
        commits.setdefault(row["repo"], set()).add(row["commit"])
    git_dirs = {repo: repository(repo, wanted, folder, mirrors) for repo, wanted in commits.items()}
    for row in rows:
        text = git(git_dirs[row["repo"]], "show", f"{row['commit']}:{row['path']}")
        with open(os.path.join(folder, row["file"]), "wb") as handle:
            handle.write(text)
    print(f"{len(rows)} documents from {len(commits)} repositories in {folder}")


if __name__ == "__main__":
    main()
