#!/usr/bin/env python3
"""Checks Gifter's sample product catalog: shape, tag vocabulary, price bands, brands, coverage. Exit 1 on any problem.
   scripts/validate-gifter-products.py [FILE]   (default: Sources/Gifter/GifterServer/Data/sample-products.json)
   --summary prints counts per tag and the price distribution as well."""
import collections, json, os, re, sys

DEFAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Gifter", "GifterServer", "Data",
                       "sample-products.json")

STYLE = "minimal cosy classic playful bold natural vintage modern luxe".split()
MOOD = "homebody adventurer social calm creative practical romantic".split()
INTEREST = ("coffee tea cooking baking books music vinyl gaming outdoors hiking camping gardening plants fitness yoga "
            "running cycling travel photography art crafts fashion jewellery beauty skincare tech gadgets wine cocktails "
            "pets dogs cats kids baby home-decor candles stationery wellness sleep film board-games sustainability food "
            "chocolate experiences ceramics textiles").split()
PRICE = ["price-low", "price-mid", "price-high"]
VOCABULARY = STYLE + MOOD + INTEREST + PRICE
MOTIFS = {"mug", "candle", "book", "bottle", "plant", "box", "bag", "scarf", "lamp", "frame", "headphones", "game",
          "blanket", "jewellery", "tool", "generic"}

MIN_PRODUCTS = 320
MIN_PER_INTEREST = 4
MIN_PER_STYLE = 8
MIN_PER_MOOD = 4
MAX_DESCRIPTION = 220
HYPE = re.compile(r"\b(amazing|must-have|perfect|ultimate)", re.IGNORECASE)  # also catches "perfectly", "ultimately"
SLUG = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
HEX = re.compile(r"#[0-9a-fA-F]{6}")
PRODUCT_KEYS = {"id", "brandId", "title", "price", "description", "tags", "productType", "image", "storeURL"}


def band(amount):
    """price-low under £30, price-mid £30–£100 inclusive, price-high over £100."""
    if amount < 30:
        return "price-low"
    return "price-mid" if amount <= 100 else "price-high"


def validate(doc):
    errors = []
    err = errors.append

    if doc.get("sampleData") is not True:
        err("top level: sampleData must be true")
    if not isinstance(doc.get("note"), str) or not doc["note"].strip():
        err("top level: note must be a non-empty string")

    vocab = doc.get("tagVocabulary")
    if not isinstance(vocab, list):
        err("top level: tagVocabulary must be a list")
        vocab = []
    if sorted(vocab) != sorted(VOCABULARY):
        missing = sorted(set(VOCABULARY) - set(vocab))
        extra = sorted(set(vocab) - set(VOCABULARY))
        err(f"tagVocabulary differs from the agreed vocabulary: missing {missing}, extra {extra}")
    if len(vocab) != len(set(vocab)):
        err("tagVocabulary has duplicates")
    known_tags = set(vocab) & set(VOCABULARY)

    brands = doc.get("brands")
    brand_ids = set()
    if not isinstance(brands, list) or not brands:
        err("top level: brands must be a non-empty list")
        brands = []
    for i, b in enumerate(brands):
        where = f"brands[{i}]"
        if not isinstance(b, dict):
            err(f"{where}: not an object")
            continue
        if set(b) != {"id", "name", "invented"}:
            err(f"{where}: keys must be id, name, invented (has {sorted(b)})")
        bid = b.get("id")
        if not isinstance(bid, str) or not SLUG.fullmatch(bid):
            err(f"{where}: id {bid!r} is not a slug")
        elif bid in brand_ids:
            err(f"{where}: duplicate brand id {bid}")
        else:
            brand_ids.add(bid)
        if not isinstance(b.get("name"), str) or not b["name"].strip():
            err(f"{where}: name must be a non-empty string")
        if not isinstance(b.get("invented"), bool):
            err(f"{where}: invented must be true or false")

    products = doc.get("products")
    if not isinstance(products, list):
        err("top level: products must be a list")
        products = []
    if len(products) < MIN_PRODUCTS:
        err(f"only {len(products)} products; at least {MIN_PRODUCTS} are required")

    seen_ids = set()
    used_brands = set()
    for i, p in enumerate(products):
        where = f"products[{i}]"
        if not isinstance(p, dict):
            err(f"{where}: not an object")
            continue
        pid = p.get("id")
        if isinstance(pid, str):
            where = f"products[{i}] {pid}"
        missing = PRODUCT_KEYS - set(p)
        extra = set(p) - PRODUCT_KEYS
        if missing:
            err(f"{where}: missing {sorted(missing)}")
        if extra:
            err(f"{where}: unknown keys {sorted(extra)}")

        if not isinstance(pid, str) or not SLUG.fullmatch(pid):
            err(f"{where}: id {pid!r} is not a lowercase slug")
        elif pid in seen_ids:
            err(f"{where}: duplicate id")
        else:
            seen_ids.add(pid)

        bid = p.get("brandId")
        if bid not in brand_ids:
            err(f"{where}: brandId {bid!r} is not a listed brand")
        else:
            used_brands.add(bid)

        for key in ("title", "productType"):
            if not isinstance(p.get(key), str) or not p[key].strip():
                err(f"{where}: {key} must be a non-empty string")

        price = p.get("price")
        amount = None
        if not isinstance(price, dict) or set(price) != {"amount", "currency"}:
            err(f"{where}: price must be {{amount, currency}}")
        else:
            if price["currency"] != "GBP":
                err(f"{where}: currency {price['currency']!r} is not GBP")
            a = price["amount"]
            if isinstance(a, bool) or not isinstance(a, (int, float)) or a <= 0:
                err(f"{where}: price amount {a!r} must be a number above 0")
            elif round(a, 2) != a:
                err(f"{where}: price amount {a} has more than two decimals")
            else:
                amount = a

        desc = p.get("description")
        if not isinstance(desc, str) or not desc.strip():
            err(f"{where}: description must be a non-empty string")
        else:
            if len(desc) > MAX_DESCRIPTION:
                err(f"{where}: description is {len(desc)} characters (max {MAX_DESCRIPTION})")
            hype = HYPE.search(desc) or HYPE.search(p.get("title") or "")
            if hype:
                err(f"{where}: hype word {hype.group(0)!r} in title or description")

        tags = p.get("tags")
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            err(f"{where}: tags must be a list of strings")
        else:
            if not 3 <= len(tags) <= 6:
                err(f"{where}: {len(tags)} tags (3 to 6 required)")
            if len(tags) != len(set(tags)):
                err(f"{where}: duplicate tags")
            unknown = [t for t in tags if t not in known_tags]
            if unknown:
                err(f"{where}: tags not in the vocabulary: {unknown}")
            price_tags = [t for t in tags if t in PRICE]
            if len(price_tags) != 1:
                err(f"{where}: needs exactly one price tag, has {price_tags}")
            elif amount is not None and price_tags[0] != band(amount):
                err(f"{where}: £{amount:.2f} is {band(amount)}, tagged {price_tags[0]}")

        image = p.get("image")
        if not isinstance(image, dict) or set(image) != {"palette", "motif"}:
            err(f"{where}: image must be {{palette, motif}}")
        else:
            pal = image["palette"]
            if not isinstance(pal, list) or not 2 <= len(pal) <= 4 or not all(isinstance(c, str) and HEX.fullmatch(c) for c in pal):
                err(f"{where}: palette must be 2 to 4 colours like #a1b2c3")
            if image["motif"] not in MOTIFS:
                err(f"{where}: motif {image['motif']!r} is not one of {sorted(MOTIFS)}")

        url = p.get("storeURL")
        if isinstance(pid, str) and url != f"https://example.com/sample/{pid}":
            err(f"{where}: storeURL must be https://example.com/sample/{pid} (is {url!r})")

    unused = sorted(brand_ids - used_brands)
    if unused:
        err(f"brands with no products: {unused}")

    counts = collections.Counter(t for p in products if isinstance(p, dict) and isinstance(p.get("tags"), list) for t in p["tags"])
    for group, minimum in ((INTEREST, MIN_PER_INTEREST), (STYLE, MIN_PER_STYLE), (MOOD, MIN_PER_MOOD)):
        for tag in group:
            if counts[tag] < minimum:
                err(f"coverage: tag {tag} has {counts[tag]} products (at least {minimum} required)")
    return errors, counts


def summary(doc, counts):
    products = doc["products"]
    amounts = sorted(p["price"]["amount"] for p in products)
    bands = collections.Counter(band(a) for a in amounts)
    ranges = [(0, 15), (15, 30), (30, 50), (50, 80), (80, 120), (120, 200), (200, 10_000)]
    print(f"products: {len(products)}   brands: {len(doc['brands'])} "
          f"({sum(1 for b in doc['brands'] if b['invented'])} invented)   product types: {len({p['productType'] for p in products})}")
    print(f"price: min £{amounts[0]:.2f}  median £{amounts[len(amounts) // 2]:.2f}  max £{amounts[-1]:.2f}   "
          f"bands: low {bands['price-low']}, mid {bands['price-mid']}, high {bands['price-high']}")
    print("price ranges: " + ", ".join(
        f"£{lo}–{'' if hi >= 10_000 else '£' + str(hi)}: {sum(1 for a in amounts if lo <= a < hi)}" for lo, hi in ranges))
    share = sum(1 for a in amounts if 15 <= a <= 120) / len(amounts)
    print(f"between £15 and £120: {share:.0%}")
    for name, group in (("style", STYLE), ("mood", MOOD), ("interest", INTEREST)):
        print(f"{name}: " + ", ".join(f"{t} {counts[t]}" for t in group))


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else DEFAULT
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        print(f"{path}: {e}", file=sys.stderr)
        return 1
    if not isinstance(doc, dict):
        print(f"{path}: top level must be an object", file=sys.stderr)
        return 1
    errors, counts = validate(doc)
    # One vocabulary for the whole app: every product tag is a taste tag the quiz and synonyms use.
    quiz_path = os.path.join(os.path.dirname(path), "quiz.json")
    if os.path.exists(quiz_path):
        with open(quiz_path, encoding="utf-8") as f:
            taste = {t["id"] for t in json.load(f)["tags"]}
        for tag in sorted(set(doc.get("tagVocabulary", [])) - taste):
            errors.append(f"tag {tag!r} is not a taste tag of quiz.json")
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        print(f"{len(errors)} problem(s) in {os.path.relpath(path)}", file=sys.stderr)
        return 1
    if "--summary" in argv:
        summary(doc, counts)
    print(f"ok: {len(doc['products'])} products, {len(doc['brands'])} brands")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
