#!/usr/bin/env python3
"""Proves that `make check-ui` catches drift: six deliberate breakages, each made to a scratch copy of one
file (the tree is never touched), must each fail the check naming the broken view file.

Called by scripts/check-ui-selftest.sh after `scripts/check-ui.sh` has passed on the tree as it is (so a
failure here is the breakage's, not the tree's).

usage: check-ui-selftest.py SCRATCH_PATH
"""
import os
import re
import subprocess
import sys

root = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
scratch = os.path.abspath(sys.argv[1])
work = os.path.join(scratch, 'check-ui-selftest')

# Each case: what it breaks, the file it edits (an exact text replacement; appending when `old` is None),
# the view file the compiler must name, and a pattern its error must match.
CASES = [
    {
        'name': 'a view calls an async Core method from a Button action',
        'edit': 'Sources/Calyx/CalyxCore/Saved/SavedModel.swift',
        'old': '    public func startSelecting() {\n',
        'new': '    public func startSelecting() async {\n',
        'named': 'Sources/Calyx/CalyxUI/Screens/Saved/SavedFlowersMenu.swift',
        'says': r"'async' call in a function that does not support concurrency",
    },
    {
        'name': "a file uses a Core extension member without importing the Core module",
        'edit': 'Sources/Calyx/CalyxUI/Screens/Flower/FlowerDetailsTab.swift',
        'old': 'import CalyxCore\n',
        'new': '',
        'named': 'Sources/Calyx/CalyxUI/Screens/Flower/FlowerDetailsTab.swift',
        'says': r"is not available due to missing import of defining module 'CalyxCore'",
    },
    {
        'name': 'a Core property is renamed',
        'edit': 'Sources/Dandelion/DandelionCore/Models/WritingModel.swift',
        'old': '    public var releaseHint: String {\n',
        'new': '    public var releaseHintText: String {\n',
        'named': 'Sources/Dandelion/DandelionUI/WritingView.swift',
        # `writing` is @Bindable here, so the compiler looks the name up through its dynamic members too
        'says': r"has no (dynamic )?member 'releaseHint'",
    },
    {
        'name': 'a SwiftUI modifier is called with a wrong argument label',
        'edit': 'Sources/Calyx/CalyxUI/Components/GlassTabBar.swift',
        'old': '        .padding(.vertical, 12)\n',
        'new': '        .padding(vertical: 12)\n',
        'named': 'Sources/Calyx/CalyxUI/Components/GlassTabBar.swift',
        'says': r'argument label',
    },
    {
        'name': 'a non-Sendable value is captured across actors',
        'edit': 'Sources/Dandelion/DandelionUI/WritingView.swift',
        'old': None,
        'new': '\n'.join([
            '',
            '/// check-ui self-test: a non-Sendable tally sent to a detached task while this actor still uses it.',
            'private final class SelfTestTally { var count = 0 }',
            '',
            '@MainActor private func selfTestRace() async {',
            '    let tally = SelfTestTally()',
            '    await Task.detached { tally.count += 1 }.value',
            '    tally.count += 1',
            '}',
            '',
        ]),
        'named': 'Sources/Dandelion/DandelionUI/WritingView.swift',
        'says': r'risks causing data races',
    },
    {
        'name': 'an iOS 26 API is used without #available (the apps deploy to iOS 17)',
        'edit': 'Sources/Calyx/CalyxUI/Theme/CalyxGlass.swift',
        'old': None,
        'new': '\n'.join([
            '',
            '/// check-ui self-test: Liquid Glass (iOS 26) used without asking whether the phone has it.',
            'private struct SelfTestGlass: View {',
            '    var body: some View { Text("Glass").glassEffect() }',
            '}',
            '',
        ]),
        'named': 'Sources/Calyx/CalyxUI/Theme/CalyxGlass.swift',
        'says': r"'glassEffect\(_:in:\)' is only available in iOS 26",
    },
]

failures = []
for number, case in enumerate(CASES, 1):
    source = os.path.join(root, case['edit'])
    text = open(source).read()
    if case['old'] is None:
        broken = text + case['new']
    elif text.count(case['old']) != 1:
        failures.append(f"case {number} ({case['name']}): the text it breaks is no longer in {case['edit']} exactly once; "
                        'update scripts/check-ui-selftest.py')
        continue
    else:
        broken = text.replace(case['old'], case['new'])
    folder = os.path.join(work, str(number))
    os.makedirs(folder, exist_ok=True)
    copy = os.path.join(folder, os.path.basename(source))
    with open(copy, 'w') as f:
        f.write(broken)
    print(f'check-ui-selftest {number}/{len(CASES)}: {case["name"]} ({case["edit"]})', flush=True)
    result = subprocess.run(
        [sys.executable, os.path.join(root, 'scripts', 'check-ui.py'), scratch,
         '--out', os.path.join(folder, 'Modules'), '--replace', f'{source}={copy}'],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    named = os.path.join(root, case['named'])
    # The diagnostic names the original path for a file the case did not edit, the copy's for the one it did.
    where = [named, copy] if case['edit'] == case['named'] else [named]
    errors = [line for line in result.stdout.splitlines() if re.match(r'^\S+:\d+:\d+: error: ', line)]
    hit = [e for e in errors if any(e.startswith(w + ':') for w in where) and re.search(case['says'], e)]
    if result.returncode == 0:
        failures.append(f'case {number} ({case["name"]}): check-ui passed; it must fail')
    elif not hit:
        failures.append(f'case {number} ({case["name"]}): check-ui failed, but no error in {case["named"]} says '
                        f'/{case["says"]}/; its errors:\n  ' + '\n  '.join(errors or result.stdout.splitlines()[-20:]))
    else:
        shown = hit[0].replace(copy, case['named'] + ' (scratch copy)').replace(root + '/', '')
        print(f'  failed as it must: {shown}', flush=True)

if failures:
    print('\ncheck-ui-selftest: FAILED\n' + '\n'.join(failures), flush=True)
    sys.exit(1)
print(f'check-ui-selftest: each of the {len(CASES)} breakages fails check-ui, naming the broken file', flush=True)
