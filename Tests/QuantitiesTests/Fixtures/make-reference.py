#!/usr/bin/env python3
"""Writes cooklang-rs-scaling.json: what cooklang-rs, the reference parser, makes of every ingredient's
and cookware's quantity at x0.5, x2 and x3, so that ReferenceAgreementTests need no Python.

Run from the repository's root after `pip install cooklang-bindings`:

    python3 Tests/QuantitiesTests/Fixtures/make-reference.py [GENERATED_FOLDER]

GENERATED_FOLDER is a folder written by
`recipe-gen --recipes 12 --categories 3 --seed 23 --format cook -o GENERATED_FOLDER`; without it the
generated recipes already in the file are kept. Each recipe's text is stored beside its figures, so the
tests compare against exactly what the reference read.

`--also FOLDER` (repeatable) adds every .cook file below FOLDER, labelled `also: PATH`, for comparing
with a collection of your own: run ReferenceAgreementTests, then write the file again without it
(a collection that is not this repository's is not committed here).
"""
import json
import os
import sys

import cooklang
import yaml

SCALES = [0.5, 2.0, 3.0]
HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "cooklang-rs-scaling.json")


def value(quantity):
    if quantity is None:
        return None
    v = quantity.value
    if isinstance(v, cooklang.Range):
        v = {"start": v.start, "end": v.end}
    return {"value": v, "unit": quantity.unit}


def figures(text):
    scales = {}
    for scale in SCALES:
        recipe = cooklang.parse(text, scale=scale)
        scales[str(scale)] = {
            "ingredients": [[i.name, value(i.quantity)] for i in recipe.ingredients],
            "cookware": [[c.name, value(c.quantity)] for c in recipe.cookware],
        }
    return scales


def cook_files(folder, origin_prefix):
    for root, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if name.endswith(".cook"):
                path = os.path.join(root, name)
                yield origin_prefix + os.path.relpath(path, folder), open(path, encoding="utf-8").read()


def main():
    sources = []
    sources += cook_files("data/cooklang", "data/cooklang/")
    sources += cook_files("Tests/CooklangTests/Fixtures/examples", "Tests/CooklangTests/Fixtures/examples/")
    canonical = yaml.safe_load(open("Tests/CooklangTests/Fixtures/canonical.yaml", encoding="utf-8"))
    for name, case in canonical["tests"].items():
        sources.append(("Tests/CooklangTests/Fixtures/canonical.yaml#" + name, case["source"]))
    sources += cook_files(os.path.join(HERE, "collection"), "Tests/QuantitiesTests/Fixtures/collection/")
    arguments = sys.argv[1:]
    also = []
    while "--also" in arguments:
        index = arguments.index("--also")
        also.append(arguments[index + 1])
        del arguments[index:index + 2]
    if arguments:
        sources += cook_files(arguments[0], "recipe-gen --recipes 12 --categories 3 --seed 23 --format cook: ")
    elif os.path.exists(OUTPUT):
        old = json.load(open(OUTPUT, encoding="utf-8"))
        sources += [(r["origin"], r["text"]) for r in old["recipes"] if r["origin"].startswith("recipe-gen")]
    for folder in also:
        sources += cook_files(folder, "also: ")
    recipes = [{"origin": origin, "text": text, "scales": figures(text)} for origin, text in sources]
    document = {
        "about": "Quantities of ingredients and cookware as cooklang-rs scales them, from cooklang.parse(text, scale=...) "
        "of the Python package cooklang-bindings; written by make-reference.py beside this file.",
        "reference": "cooklang-bindings %s (cooklang-rs %s)" % (cooklang.__version__, cooklang.UPSTREAM_VERSION),
        "scales": SCALES,
        "recipes": recipes,
    }
    with open(OUTPUT, "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False, indent=1)
        file.write("\n")
    print("%d recipes, %d ingredients at each scale" % (len(recipes), sum(len(r["scales"]["2.0"]["ingredients"]) for r in recipes)))


if __name__ == "__main__":
    main()
