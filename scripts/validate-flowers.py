#!/usr/bin/env python3
"""Checks the Calyx catalog files: shape, vocabularies, ranges, duplicates. Exit 1 on any problem.
   scripts/validate-flowers.py [FILE…]   (default: every Sources/Calyx/CalyxServer/Catalog/Flowers/*.json)"""
import glob, json, os, re, sys

ROOT = os.path.join(os.path.dirname(__file__), "..", "Sources", "Calyx", "CalyxServer", "Catalog", "Flowers")
V = {
    "colors": {"white", "cream", "yellow", "orange", "red", "pink", "magenta", "purple", "violet", "blue", "green", "brown", "black", "bicolor"},
    "continents": {"Africa", "Asia", "Europe", "North America", "South America", "Oceania"},
    "plantType": {"annual", "biennial", "perennial", "bulb", "shrub", "tree", "vine", "succulent", "aquatic"},
    "light": {"full-sun", "partial-shade", "full-shade"},
    "water": {"low", "moderate", "high"},
    "soil": {"well-drained", "moist", "wet", "sandy", "loamy", "clay", "chalky", "acidic", "alkaline", "humus-rich", "rocky", "poor"},
    "intensity": {"none", "light", "moderate", "strong"},
    "notes": {"sweet", "honey", "spicy", "clove", "citrus", "fruity", "musky", "rose", "vanilla", "almond", "herbal", "fresh", "powdery", "peppery", "jasmine", "foetid"},
    "toxicity": {"toxic", "non-toxic", "unknown"},
    "shape": {"rounded", "pointed", "ray", "tubular", "trumpet", "cupped", "ruffled", "star", "spurred", "lipped", "fringed"},
    "arrangement": {"single", "double", "composite", "spike", "umbel", "cluster", "bell", "rosette"},
    "habitat": {"garden", "wild", "both"},
}
KEYS = ["scientificName", "family", "commonNames", "regionalNames", "synonyms", "colors", "bloomMonths", "nativeContinents",
        "nativeRange", "habitat", "plantType", "hardinessZones", "light", "water", "soil", "soilPH", "heightCm", "spreadCm",
        "description", "careTips", "problems", "scent", "toxicity", "petals"]

def check(flower, where, errors):
    def err(msg): errors.append(f"{where}: {msg}")
    missing = [k for k in KEYS if k not in flower]
    extra = [k for k in flower if k not in KEYS]
    if missing: err(f"missing {missing}")
    if extra: err(f"unknown keys {extra}")
    if missing: return
    if not re.fullmatch(r"[A-Z][a-z]+( ×)? [a-z×-]+( (subsp\.|var\.) [a-z-]+)?|[A-Z][a-z]+ × [a-z-]+", flower["scientificName"]):
        err(f"scientificName '{flower['scientificName']}' is not a binomial")
    if not re.fullmatch(r"[A-Z][a-z]+aceae|Compositae|Leguminosae", flower["family"]): err(f"family '{flower['family']}'")
    def strings(key, minimum=0, vocab=None):
        value = flower[key]
        if not isinstance(value, list) or len(value) < minimum or not all(isinstance(v, str) and v.strip() for v in value):
            err(f"{key} must be a list of ≥{minimum} non-empty strings"); return
        if vocab is not None:
            bad = [v for v in value if v not in vocab]
            if bad: err(f"{key} not in vocabulary: {bad}")
        if len(set(value)) != len(value): err(f"{key} has duplicates")
    strings("commonNames", 1); strings("synonyms"); strings("colors", 1, V["colors"]); strings("nativeContinents", 1, V["continents"])
    strings("light", 1, V["light"]); strings("soil", 1, V["soil"]); strings("careTips", 3)
    for r in flower["regionalNames"]:
        if not (isinstance(r, dict) and set(r) == {"name", "region"} and all(isinstance(r[k], str) and r[k] for k in r)): err(f"regionalNames entry {r}")
    months = flower["bloomMonths"]
    if not (isinstance(months, list) and months and all(isinstance(m, int) and 1 <= m <= 12 for m in months) and len(set(months)) == len(months)):
        err("bloomMonths must be distinct 1–12")
    for key, enum in [("habitat", "habitat"), ("plantType", "plantType"), ("water", "water")]:
        if flower[key] not in V[enum]: err(f"{key} '{flower[key]}'")
    def span(key, lo, hi, integer=False):
        value = flower[key]
        if not (isinstance(value, dict) and set(value) == {"min", "max"}): err(f"{key} must be {{min,max}}"); return
        a, b = value["min"], value["max"]
        if integer and not (isinstance(a, int) and isinstance(b, int)): err(f"{key} must be integers")
        if not (isinstance(a, (int, float)) and isinstance(b, (int, float)) and lo <= a <= b <= hi): err(f"{key} {value} outside {lo}–{hi} or min > max")
    span("hardinessZones", 1, 13, True); span("soilPH", 3.5, 9.0); span("heightCm", 1, 4000); span("spreadCm", 1, 3000)
    if not isinstance(flower["nativeRange"], str) or len(flower["nativeRange"]) < 4: err("nativeRange")
    if not isinstance(flower["description"], str) or not (80 <= len(flower["description"]) <= 900): err("description must be 80–900 chars")
    problems = flower["problems"]
    if not (isinstance(problems, list) and 2 <= len(problems) <= 5 and all(isinstance(p, dict) and set(p) == {"problem", "solution"} and all(p.values()) for p in problems)):
        err("problems must be 2–5 {problem, solution}")
    scent = flower["scent"]
    if not (isinstance(scent, dict) and set(scent) == {"intensity", "notes"} and scent["intensity"] in V["intensity"] and isinstance(scent["notes"], list)):
        err("scent {intensity, notes}")
    else:
        bad = [n for n in scent["notes"] if n not in V["notes"]]
        if bad: err(f"scent notes {bad}")
        if (scent["intensity"] == "none") != (len(scent["notes"]) == 0): err("scent: notes exactly when intensity is not none")
    tox = flower["toxicity"]
    if not (isinstance(tox, dict) and set(tox) == {"cats", "dogs", "humans", "note"} and all(tox[k] in V["toxicity"] for k in ("cats", "dogs", "humans")) and isinstance(tox["note"], str)):
        err("toxicity {cats, dogs, humans, note}")
    elif "toxic" in (tox["cats"], tox["dogs"], tox["humans"]) and len(tox["note"]) < 10: err("toxicity note must say what is toxic")
    petals = flower["petals"]
    if not (isinstance(petals, dict) and set(petals) == {"count", "shape", "arrangement"} and isinstance(petals["count"], int) and 0 <= petals["count"] <= 100
            and petals["shape"] in V["shape"] and petals["arrangement"] in V["arrangement"]):
        err(f"petals {petals}")

def main():
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "*.json")))
    errors, names, commons, total = [], {}, {}, 0
    for path in files:
        try:
            flowers = json.load(open(path, encoding="utf-8"))
        except Exception as e:
            errors.append(f"{path}: not JSON: {e}"); continue
        if not isinstance(flowers, list): errors.append(f"{path}: must be an array"); continue
        for i, flower in enumerate(flowers):
            where = f"{os.path.basename(path)}[{i}] {flower.get('scientificName', '?')}"
            check(flower, where, errors)
            name = flower.get("scientificName")
            if name in names: errors.append(f"{where}: duplicate of {names[name]}")
            names[name] = where
            total += 1
    for e in errors: print(e)
    print(f"{total} flowers in {len(files)} files, {len(errors)} problems")
    sys.exit(1 if errors else 0)

main()
