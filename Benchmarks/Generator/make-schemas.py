#!/usr/bin/env python3
"""Writes a synthetic schema set of N models for the generator benchmark.

The set looks like a real app's: files of 20 models each; every model has
state with defaults and docs, children of several shapes pointing at models
in the same and in other files, a callback, a dependency on a client, and
events; every file also declares a value and a client.

Usage: make-schemas.py <model count> <folder>
"""
import os
import sys

MODELS_PER_FILE = 20


def model(index, count):
    later = (index + 1) % count
    other = (index + 37) % count
    return f"""  Model{index}:
    doc: Model number {index} of the synthetic set, with a line of documentation.
    state:
      title: String = "Model {index}"
      count:
        type: Int
        default: {index}
        doc: A tracked counter.
      note: String?
      flags: "[Bool]"
    children:
      next: Model{later}?
      items: [Model{other}]
      byKey: "[String: Model{other}]"
    callbacks:
      onChange: (Int, String)
    dependencies: [client{index // MODELS_PER_FILE}]
    events: [tapped, "renamed(to: String)"]
"""


def main():
    count, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    for first in range(0, count, MODELS_PER_FILE):
        group = first // MODELS_PER_FILE
        models = "".join(model(i, count) for i in range(first, min(first + MODELS_PER_FILE, count)))
        text = f"""models:
{models}
values:
  Value{group}:
    name: String
    score: Double = 0

clients:
  Client{group}:
    key: client{group}
    endpoints:
      load: (Int) async throws -> String
      count:
        type: () -> Int
        unimplemented: "0"
"""
        with open(os.path.join(folder, f"Group{group:04}.yaml"), "w") as file:
            file.write(text)


if __name__ == "__main__":
    main()
