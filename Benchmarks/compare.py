"""Reads layoutgen-bench --json and kiwi_bench.py output and prints kiwisolver time / our time."""

import json
import sys


def main():
    ours = {(r["workload"], r["size"]): r for r in json.load(open(sys.argv[1]))}
    kiwi = {(r["workload"], r["size"]): r for r in json.load(open(sys.argv[2]))}
    print("| workload | size | build ms (layoutgen) | build ms (kiwi) | build ratio | "
          "resize ms (layoutgen) | resize ms (kiwi) | resize ratio | proof ms | peak RSS MiB |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for key in sorted(ours, key=lambda k: (k[0], k[1])):
        o = ours[key]
        k = kiwi.get(key)
        def ratio(field):
            return "%.2f" % (k[field] / o[field]) if k and o[field] > 0 else "n/a"
        kb = "%.3f" % k["build_ms"] if k else "n/a"
        kr = "%.4f" % k["resize_ms"] if k else "n/a"
        print("| %s | %d | %.3f | %s | %s | %.4f | %s | %s | %.3f | %.1f |" % (
            key[0], key[1], o["build_ms"], kb, ratio("build_ms"), o["resize_ms"], kr, ratio("resize_ms"),
            o["proof_ms"], o["peak_rss_mb"]))


if __name__ == "__main__":
    main()
