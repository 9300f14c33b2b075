#!/usr/bin/env python3
"""Checks Gifter's shipped taste data: the quiz and its tag vocabulary, the "three words" synonyms, the editorial
collections and the never-gift phrases. Every problem is listed; exit 1 if there is any.
   scripts/validate-gifter-data.py [DATA_DIR]   (default: Sources/Gifter/GifterServer/Data)"""
import json, math, os, re, sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Gifter", "GifterServer", "Data")

FACETS = {"style", "mood", "interest", "price"}
TAG_COUNT = (40, 80)
MODES = {"userDeep": (8, 12), "userLight": (4, 5), "nonUser": (6, 8)}
MIN_SYNONYMS, MIN_COLLECTIONS = 250, 10
SKIP_LABELS = {"I’d rather you decide", "Skip for now"}  # the spec's skip copy (§3.1, §3.2), curly apostrophe as in the spec
ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
OPTION_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*")
# "Why I picked this" copy (§8): the engine writes "You said " + because, with {answer} filled, + "." — for a multi question
# {answer} is up to two answers joined by " and " — and card labels "Matches your/their {topic} answers".
BECAUSE_MAX, ANSWER_MAX, TOPIC_MAX = 90, 60, 24
SECOND_PERSON = re.compile(r"\b(you|your|yours|yourself|you’[a-z]+|you'[a-z]+)\b", re.I)
TOPIC = re.compile(r"[a-z][a-z’'-]*( [a-z][a-z’'-]*){0,2}")
TRAILING_PUNCTUATION = re.compile(r"[.,;:!?…—–-]$")

# Spec §3.2, copied exactly (typographic apostrophe and dash as in gifter.md). Q1 and Q2 are the first two userDeep questions.
SPEC_Q1 = {
    "prompt": "How would you describe your everyday style?",
    "options": ["Minimal & clean", "Cozy & soft", "Bold & playful", "Eclectic, a bit of everything", "I’d rather you decide"],
    "hint": "No pressure — you can always change this later.",
}
SPEC_Q2 = {
    "prompt": "Which of these feels most like a perfect evening?",
    "options": ["Hosting friends at home", "A quiet night in with a book", "Trying a new restaurant", "Out late, loud music, full energy"],
}
# Spec §4.3 and §7, copied exactly.
SPEC_COLLECTIONS = {
    "For the Slow Morning Ritualist": {
        "subtitle": "Coffee, ceramics, and quiet.",
        "description": "Coffee, ceramics, and quiet. Pieces for the friend who treats mornings like a small ceremony.",
    },
    "Small but Unforgettable": {"subtitle": "Gifts under £50 that still feel big.", "maxPrice": {"amount": 50, "currency": "GBP"}},
}
# Both spellings must be present in synonyms.json.
SPELLING_PAIRS = [("cosy", "cozy"), ("traveller", "traveler"), ("travelling", "traveling"), ("jewellery", "jewelry"),
                  ("colourful", "colorful"), ("organised", "organized"), ("theatre", "theater"), ("mum", "mom"),
                  ("analogue", "analog"), ("pyjamas", "pajamas"), ("journalling", "journaling"),
                  ("sense of humour", "sense of humor"), ("home décor", "home decor"), ("whisky", "whiskey")]
# Words that insult, or read a diagnosis or an addiction into someone ("a bit OCD"): never keys of the synonym list.
OFFENSIVE = re.compile(r"\b(crazy|psycho|retard\w*|spaz|lame|fat|ugly|stupid|dumb|idiot|bitch\w*|slut\w*|whore|tranny|"
                       r"midget|crippled?|ocd|autis\w*|bimbo|wino|alcoholic|drunk|boozer|stoner)\b")
FIRST_PERSON = re.compile(r"(?<![\w’'])(I|I’m|I'm|I’ll|I'll|I’ve|I've|me|my|mine)(?![\w’'])")

errors = []
def err(where, msg): errors.append(f"{where}: {msg}")

def load(name, required=True):
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        if required: err(name, "missing")
        return None
    def pairs(items):
        seen = {}
        for k, v in items:
            if k in seen: err(name, f"duplicate key {k!r} in one object")
            seen[k] = v
        return seen
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f, object_pairs_hook=pairs)
    except (ValueError, UnicodeDecodeError) as e:
        err(name, f"not valid JSON: {e}")
        return None

def is_number(v): return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
def text(v): return isinstance(v, str) and v.strip() == v and v != ""

def keys(where, obj, required, optional=()):
    if not isinstance(obj, dict): err(where, "must be an object"); return False
    missing = [k for k in required if k not in obj]
    extra = [k for k in obj if k not in required and k not in optional]
    if missing: err(where, f"missing {missing}")
    if extra: err(where, f"unknown keys {extra}")
    return not missing

def money(where, v, nullable=True):
    if v is None:
        if not nullable: err(where, "must not be null")
        return
    if not keys(where, v, ["amount", "currency"]): return
    if not (is_number(v["amount"]) and v["amount"] > 0): err(where, f"amount {v['amount']!r} must be a positive number")
    if not (isinstance(v["currency"], str) and re.fullmatch(r"[A-Z]{3}", v["currency"])): err(where, f"currency {v['currency']!r} must be ISO 4217")

def tag_list(where, v, tags, allow_empty=True):
    if not isinstance(v, list) or not all(isinstance(t, str) for t in v): err(where, "must be a list of tag ids"); return []
    if not v and not allow_empty: err(where, "must not be empty")
    for t in v:
        if t not in tags: err(where, f"unknown tag {t!r}")
    if len(set(v)) != len(v): err(where, "repeats a tag")
    return v

# ---------------------------------------------------------------- never-gift.json (optional; read first for quiz references)
never = load("never-gift.json", required=False)
never_phrases = set()

# ---------------------------------------------------------------- quiz.json
quiz = load("quiz.json")
tags, used = {}, set()
if quiz is not None and keys("quiz.json", quiz, ["version", "tags", "questions"], ["notes"]):
    for i, t in enumerate(quiz["tags"] if isinstance(quiz["tags"], list) else []):
        where = f"quiz.json tags[{i}]"
        if not keys(where, t, ["id", "facet", "chip"]): continue
        if not (isinstance(t["id"], str) and ID.fullmatch(t["id"])): err(where, f"id {t['id']!r} must be lowercase-kebab"); continue
        if t["id"] in tags: err(where, f"tag id {t['id']!r} repeats")
        if t["facet"] not in FACETS: err(where, f"facet {t['facet']!r} not one of {sorted(FACETS)}")
        if not text(t["chip"]): err(where, "chip must be a non-empty trimmed string")
        tags[t["id"]] = t
    chips = [t["chip"] for t in tags.values()]
    for c in {c for c in chips if chips.count(c) > 1}: err("quiz.json tags", f"chip {c!r} repeats")
    if not TAG_COUNT[0] <= len(tags) <= TAG_COUNT[1]: err("quiz.json tags", f"{len(tags)} tags, expected {TAG_COUNT[0]}–{TAG_COUNT[1]}")
    for facet in FACETS:
        if not any(t["facet"] == facet for t in tags.values()): err("quiz.json tags", f"no tag in facet {facet!r}")

if never is not None and keys("never-gift.json", never, ["version", "phrases"], ["notes", "prefixes"]):
    prefixes = never.get("prefixes", [])
    if not (isinstance(prefixes, list) and all(isinstance(p, str) and p == p.lower() and p.endswith(" ") and p.strip() for p in prefixes)):
        err("never-gift.json prefixes", "must be lowercase strings ending in one space")
    elif len(set(prefixes)) != len(prefixes): err("never-gift.json prefixes", "repeat")
    if not isinstance(never["phrases"], dict): err("never-gift.json phrases", "must be an object")
    else:
        for phrase, entry in never["phrases"].items():
            where = f"never-gift.json {phrase!r}"
            if not (text(phrase) and phrase == phrase.lower() and "  " not in phrase and "’" not in phrase):
                err(where, "phrase must be lowercase, trimmed, single-spaced, with straight apostrophes")
            never_phrases.add(phrase)
            if not keys(where, entry, ["excludeTags", "excludeTerms"]): continue
            tag_list(f"{where} excludeTags", entry["excludeTags"], tags)
            used.update(t for t in entry["excludeTags"] if isinstance(t, str))
            terms = entry["excludeTerms"]
            if not (isinstance(terms, list) and all(text(x) and x == x.lower() for x in terms)): err(where, "excludeTerms must be lowercase strings")
            elif len(set(terms)) != len(terms): err(where, "excludeTerms repeat")
            if not entry["excludeTags"] and not entry["excludeTerms"]: err(where, "excludes nothing")

if quiz is not None and isinstance(quiz.get("questions"), list):
    question_ids, option_ids, by_mode = set(), set(), {m: [] for m in MODES}
    for qi, q in enumerate(quiz["questions"]):
        where = f"quiz.json questions[{qi}]"
        if not keys(where, q, ["id", "mode", "prompt", "kind", "options"], ["subtitle", "hint", "maxChoices", "because", "becauseThirdPerson"]): continue
        if not (isinstance(q["id"], str) and ID.fullmatch(q["id"])): err(where, f"id {q['id']!r} must be lowercase-kebab")
        elif q["id"] in question_ids: err(where, f"question id {q['id']!r} repeats")
        else: question_ids.add(q["id"]); where = f"quiz.json {q['id']}"
        if q["mode"] not in MODES: err(where, f"mode {q['mode']!r} not one of {sorted(MODES)}")
        else: by_mode[q["mode"]].append(q)
        for k in ("prompt", "subtitle", "hint"):
            if k in q and not text(q[k]): err(where, f"{k} must be a non-empty trimmed string")
        if "!" in q["prompt"] + q.get("subtitle", "") + q.get("hint", ""): err(where, "no exclamation marks (§13)")
        because = q.get("because")  # checked here rather than by keys(), so that one missing line does not drop the question
        if not text(because): err(where, "because (the \"Why I picked this\" clause, §8) must be a non-empty trimmed string")
        else:
            if because.count("{answer}") != 1: err(where, f"because {because!r} must hold {{answer}} exactly once")
            if "{" in because.replace("{answer}", "") or "}" in because.replace("{answer}", ""): err(where, f"because {because!r} has a placeholder other than {{answer}}")
            if len(because) > BECAUSE_MAX: err(where, f"because is {len(because)} characters, at most {BECAUSE_MAX}")
            if because[0].isupper(): err(where, "because follows \"You said \"; start it in lower case")
            if TRAILING_PUNCTUATION.search(because): err(where, "because must not end in punctuation; the engine adds the full stop")
            if "!" in because: err(where, "no exclamation marks (§13)")
        # A friend answered the self questions themselves: their reasons say "Maya said " + becauseThirdPerson.
        third = q.get("becauseThirdPerson")
        if q.get("mode") == "nonUser":
            if third is not None: err(where, "becauseThirdPerson is only for questions a person answers about themselves")
        elif not text(third): err(where, "becauseThirdPerson (\"Maya said …\" for a friend) must be a non-empty trimmed string")
        else:
            if third.count("{answer}") != 1: err(where, f"becauseThirdPerson {third!r} must hold {{answer}} exactly once")
            if SECOND_PERSON.search(third): err(where, f"becauseThirdPerson {third!r} speaks to the reader; it is about the friend")
            if len(third) > BECAUSE_MAX or third[0].isupper() or TRAILING_PUNCTUATION.search(third) or "!" in third:
                err(where, "becauseThirdPerson follows the rules of because (length, lower-case start, no end punctuation, no '!')")
        options = q["options"] if isinstance(q["options"], list) else []
        if not options: err(where, "options must be a non-empty list"); continue
        real = [o for o in options if isinstance(o, dict) and not o.get("skip")]
        skips = [o for o in options if isinstance(o, dict) and o.get("skip")]
        if len(real) < 2: err(where, "needs at least two answers besides skip options")
        if not skips: err(where, f"needs a skip option ({' / '.join(sorted(SKIP_LABELS))})")
        if q["kind"] == "single":
            if "maxChoices" in q: err(where, "maxChoices is only for kind 'multi'")
        elif q["kind"] == "multi":
            m = q.get("maxChoices")
            if not (isinstance(m, int) and not isinstance(m, bool) and 2 <= m <= len(real)): err(where, f"maxChoices {m!r} must be 2…{len(real)}")
        else: err(where, f"kind {q['kind']!r} must be 'single' or 'multi'")
        labels = []
        for oi, o in enumerate(options):
            ow = f"{where} options[{oi}]"
            if not keys(ow, o, ["id", "label", "tags"], ["skip", "emoji", "neverGift", "budget", "answer", "answerThirdPerson", "topic"]): continue
            if not (isinstance(o["id"], str) and OPTION_ID.fullmatch(o["id"])): err(ow, f"id {o['id']!r} must be 'question-id.option'")
            elif o["id"] in option_ids: err(ow, f"option id {o['id']!r} repeats")
            else:
                option_ids.add(o["id"]); ow = f"quiz.json {o['id']}"
                if o["id"].split(".")[0] != q["id"]: err(ow, f"id should start with its question id {q['id']!r}")
            if not text(o["label"]): err(ow, "label must be a non-empty trimmed string")
            labels.append(o["label"])
            if "emoji" in o and not text(o["emoji"]): err(ow, "emoji must be a non-empty string")
            if not isinstance(o["tags"], dict): err(ow, "tags must be an object of tag → weight"); continue
            if "skip" in o:
                if o["skip"] is not True: err(ow, "skip, when present, must be true")
                if o["tags"]: err(ow, "a skip option must have an empty tags object")
                if o["label"] not in SKIP_LABELS: err(ow, f"skip label {o['label']!r} is not one of the spec's {sorted(SKIP_LABELS)}")
                if "neverGift" in o or "budget" in o: err(ow, "a skip option must not carry neverGift or budget")
                if "answer" in o or "topic" in o: err(ow, "a skip option gives no reason; it must not carry answer or topic")
                continue
            if o["label"] in SKIP_LABELS: err(ow, f"{o['label']!r} is skip copy and needs \"skip\": true")
            a, topic = o.get("answer"), o.get("topic")
            if not text(a): err(ow, "answer (what fills {answer} in its question's because) must be a non-empty trimmed string")
            else:
                if len(a) > ANSWER_MAX: err(ow, f"answer is {len(a)} characters, at most {ANSWER_MAX}")
                if TRAILING_PUNCTUATION.search(a): err(ow, f"answer {a!r} must not end in punctuation")
                if "!" in a or "{" in a or "}" in a: err(ow, f"answer {a!r} must not hold '!', '{{' or '}}'")
                if q["kind"] == "multi" and " and " in a: err(ow, f"answer {a!r} holds ' and '; in a multi question two answers are joined by ' and '")
            a3 = o.get("answerThirdPerson")
            if q.get("mode") != "nonUser" and text(a) and SECOND_PERSON.search(a) and not text(a3):
                err(ow, f"answer {a!r} speaks to the reader: a friend's reason needs answerThirdPerson")
            if a3 is not None and (not text(a3) or SECOND_PERSON.search(a3) or q.get("mode") == "nonUser"):
                err(ow, f"answerThirdPerson {a3!r} must be a trimmed third-person answer to a self question")
            if not isinstance(topic, str) or not topic: err(ow, "topic (for \"Matches your {topic} answers\") must be a non-empty string")
            elif not TOPIC.fullmatch(topic) or len(topic) > TOPIC_MAX: err(ow, f"topic {topic!r} must be 1–3 lower-case words (letters, hyphens, apostrophes), at most {TOPIC_MAX} characters")
            if not o["tags"]: err(ow, "an answer needs at least one tag")
            for t, w in o["tags"].items():
                if t not in tags: err(ow, f"unknown tag {t!r}")
                used.add(t)
                if not is_number(w): err(ow, f"weight of {t!r} must be a number, not {w!r}")
                elif not -1 <= w <= 1: err(ow, f"weight of {t!r} is {w}, outside [-1, 1]")
                elif w == 0: err(ow, f"weight of {t!r} is 0; leave the tag out instead")
            if "neverGift" in o:
                ng = o["neverGift"]
                if not (isinstance(ng, list) and ng and all(isinstance(p, str) for p in ng)): err(ow, "neverGift must be a non-empty list of phrases")
                else:
                    for p in ng:
                        if p not in never_phrases: err(ow, f"neverGift phrase {p!r} is not in never-gift.json")
            if "budget" in o:
                b = o["budget"]
                if keys(f"{ow} budget", b, ["min", "max"]):
                    money(f"{ow} budget.min", b["min"]); money(f"{ow} budget.max", b["max"])
                    if b["min"] is None and b["max"] is None: err(ow, "budget must bound at least one side")
                    if isinstance(b["min"], dict) and isinstance(b["max"], dict) and is_number(b["min"].get("amount")) and is_number(b["max"].get("amount")):
                        if b["min"].get("currency") != b["max"].get("currency"): err(ow, "budget min and max currencies differ")
                        elif b["min"]["amount"] > b["max"]["amount"]: err(ow, "budget min is above max")
        if len(set(labels)) != len(labels): err(where, "option labels repeat")
    for mode, (lo, hi) in MODES.items():
        n = len(by_mode[mode])
        if not lo <= n <= hi: err("quiz.json", f"mode {mode} has {n} questions, expected {lo}–{hi}")
    deep = by_mode["userDeep"]
    for n, spec, q in (("Q1", SPEC_Q1, deep[0] if deep else None), ("Q2", SPEC_Q2, deep[1] if len(deep) > 1 else None)):
        if q is None: err("quiz.json", f"userDeep {n} is missing"); continue
        where = f"quiz.json userDeep {n} ({q.get('id')})"
        if q.get("prompt") != spec["prompt"]: err(where, f"prompt {q.get('prompt')!r} differs from the spec's {spec['prompt']!r}")
        if q.get("kind") != "single": err(where, "the spec's question is single-choice")
        got = [o.get("label") for o in q.get("options", []) if isinstance(o, dict)]
        # The spec's options, in order; Q2 shows no skip option in the spec, so one skip option may follow its four answers.
        extra = got[len(spec["options"]):]
        if got[:len(spec["options"])] != spec["options"] or not all(l in SKIP_LABELS for l in extra) or len(extra) > (0 if n == "Q1" else 1):
            err(where, f"options {got!r} differ from the spec's {spec['options']!r}")
        if "hint" in spec and q.get("hint") != spec["hint"]: err(where, f"hint {q.get('hint')!r} differs from the spec's {spec['hint']!r}")

# ---------------------------------------------------------------- synonyms.json
syn = load("synonyms.json")
if syn is not None:
    if not isinstance(syn, dict): err("synonyms.json", "must be an object of phrase → [tag ids]")
    else:
        for phrase, targets in syn.items():
            where = f"synonyms.json {phrase!r}"
            if not (text(phrase) and phrase == phrase.lower() and "  " not in phrase and "’" not in phrase):
                err(where, "key must be lowercase, trimmed, single-spaced, with straight apostrophes")
            if OFFENSIVE.search(phrase): err(where, "reads as offensive; leave it out")
            if len(phrase.split()) > 4: err(where, "keep keys to short phrases (≤ 4 words)")
            tag_list(where, targets, tags, allow_empty=False)
            if isinstance(targets, list): used.update(t for t in targets if isinstance(t, str))
        if len(syn) < MIN_SYNONYMS: err("synonyms.json", f"{len(syn)} entries, expected at least {MIN_SYNONYMS}")
        for gb, us in SPELLING_PAIRS:
            for w in (gb, us):
                if w not in syn: err("synonyms.json", f"missing {w!r} (both spellings of {gb}/{us} are expected)")

# ---------------------------------------------------------------- collections.json
coll = load("collections.json")
if coll is not None and keys("collections.json", coll, ["version", "collections"], ["notes"]):
    items = coll["collections"] if isinstance(coll["collections"], list) else []
    ids, titles = set(), {}
    for ci, c in enumerate(items):
        where = f"collections.json collections[{ci}]"
        if not keys(where, c, ["id", "title", "subtitle", "description", "rule", "heroTags"]): continue
        if not (isinstance(c["id"], str) and ID.fullmatch(c["id"])): err(where, f"id {c['id']!r} must be lowercase-kebab")
        elif c["id"] in ids: err(where, f"collection id {c['id']!r} repeats")
        else: ids.add(c["id"]); where = f"collections.json {c['id']}"
        for k in ("title", "subtitle", "description"):
            if not text(c[k]): err(where, f"{k} must be a non-empty trimmed string")
        if not all(isinstance(c[k], str) for k in ("title", "subtitle", "description")): continue
        if c["title"] in titles: err(where, f"title {c['title']!r} repeats")
        titles[c["title"]] = c
        if "\n" in c["subtitle"]: err(where, "subtitle must be one line")
        if "!" in c["title"] + c["subtitle"] + c["description"]: err(where, "no exclamation marks (§13)")
        sentences = len(re.findall(r"[.?!…](?=\s|$)", c["description"]))
        if not 2 <= sentences <= 3: err(where, f"description has {sentences} sentences, expected 2–3")
        if c["title"] not in SPEC_COLLECTIONS:
            for k in ("title", "subtitle", "description"):
                m = FIRST_PERSON.search(c[k])
                if m: err(where, f"{k} uses {m.group(0)!r}; collection copy is I-free editorial voice like the spec's (§7)")
        rule = c["rule"]
        if keys(f"{where} rule", rule, ["anyTags", "allTags", "excludeTags", "maxPrice", "minPrice"]):
            lists = {k: tag_list(f"{where} rule.{k}", rule[k], tags) for k in ("anyTags", "allTags", "excludeTags")}
            for k in lists: used.update(lists[k])
            clash = set(lists["excludeTags"]) & (set(lists["anyTags"]) | set(lists["allTags"]))
            if clash: err(where, f"rule both requires and excludes {sorted(clash)}")
            money(f"{where} rule.maxPrice", rule["maxPrice"]); money(f"{where} rule.minPrice", rule["minPrice"])
            lo, hi = rule["minPrice"], rule["maxPrice"]
            if isinstance(lo, dict) and isinstance(hi, dict) and is_number(lo.get("amount")) and is_number(hi.get("amount")):
                if lo.get("currency") != hi.get("currency"): err(where, "minPrice and maxPrice currencies differ")
                elif lo["amount"] > hi["amount"]: err(where, "minPrice is above maxPrice")
            if not any(lists.values()) and lo is None and hi is None: err(where, "rule selects every product")
        tag_list(f"{where} heroTags", c["heroTags"], tags, allow_empty=False)
    for title, spec in SPEC_COLLECTIONS.items():
        c = titles.get(title)
        if c is None: err("collections.json", f"the spec's collection {title!r} is missing (title must match exactly)"); continue
        for k, v in spec.items():
            got = c["rule"].get(k) if k == "maxPrice" and isinstance(c.get("rule"), dict) else c.get(k)
            if got != v: err(f"collections.json {c.get('id')}", f"{k} {got!r} differs from the spec's {v!r}")
    if len(items) < MIN_COLLECTIONS: err("collections.json", f"{len(items)} collections, expected at least {MIN_COLLECTIONS}")

# ---------------------------------------------------------------- every tag is reachable
for t in tags:
    if t not in used: err("quiz.json tags", f"tag {t!r} is used by no quiz answer, synonym, collection or never-gift entry")
quiz_tags = {t for q in (quiz or {}).get("questions", []) if isinstance(q, dict) for o in q.get("options", []) if isinstance(o, dict) and isinstance(o.get("tags"), dict) for t in o["tags"]}
for t in tags:
    if t not in quiz_tags and t in used: err("quiz.json tags", f"tag {t!r} cannot be reached from any quiz answer")

if errors:
    print(f"{len(errors)} problem(s) in {os.path.relpath(ROOT)}:", file=sys.stderr)
    for e in errors: print("  " + e, file=sys.stderr)
    sys.exit(1)
counts = {m: sum(1 for q in quiz["questions"] if q["mode"] == m) for m in MODES}
print(f"ok: {len(tags)} tags; questions " + ", ".join(f"{m} {n}" for m, n in counts.items())
      + f"; {len(syn)} synonyms; {len(coll['collections'])} collections; {len(never['phrases']) if never else 0} never-gift phrases")
