#!/usr/bin/env python3
"""Type-checks the apps' view modules against Stubs/ on Linux, without generating code.

Called by scripts/check-ui.sh once SwiftPM has built everything the views import (the stubs and the Core
modules, through the UICheckDependencies target). SwiftPM has then also planned the view modules: the
compiler arguments Package.swift gives each of them are in <scratch>/debug.yaml. This script runs each view
module through the type checker and SIL's mandatory passes (`-emit-sil`), which report every error Xcode's
front end would (Swift 6's data-race diagnostics included), but stops before code generation: Linux's code
generator can crash on Apple-only code (it does on a `Binding(get:set:)` with `@MainActor` closures), and
code for Linux is not what we want anyway. Modules are checked in dependency order, two at a time, each
emitting its module interface for the ones that import it.

usage: check-ui.py SCRATCH_PATH [MODULE ...]
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

scratch = os.path.abspath(sys.argv[1])
only = set(sys.argv[2:])
plan = open(os.path.join(scratch, 'debug.yaml')).read()
out = os.path.join(scratch, 'check-ui', 'Modules')
os.makedirs(out, exist_ok=True)

# The compile command of every view module: those importing stubs by their Apple names, stubs excluded.
modules = {}
for m in re.finditer(r'^  "C\.([A-Za-z0-9_]+)-[^"]*-debug\.module":\n((?:    .*\n)+)', plan, re.M):
    name, body = m.group(1), m.group(2)
    args = json.loads(re.search(r'^    args: (\[.*\])$', body, re.M).group(1))
    if name.endswith('Stub') or 'SwiftUI=SwiftUIStub' not in args:
        continue
    inputs = json.loads(re.search(r'^    inputs: (\[.*\])$', body, re.M).group(1))
    modules[name] = {'args': args, 'inputs': inputs}
if not modules:
    sys.exit(f'check-ui: no view modules in {scratch}/debug.yaml (was the build run with GREENHOUSE_UI_CHECK=1?)')

for name, module in modules.items():
    module['sources'] = [i for i in module['inputs'] if i.endswith('.swift')]
    module['deps'] = {d for d in modules if d != name and any(i.endswith(f'/Modules/{d}.swiftmodule') for i in module['inputs'])}

# Driver arguments that only concern SwiftPM's outputs; the sources come from the command's inputs instead
# of the response file SwiftPM writes only when it builds the module itself.
DROP = {'-emit-dependencies', '-emit-module', '-incremental', '-c', '-enable-batch-mode', '-serialize-diagnostics',
        '-parseable-output', '-emit-objc-header'}
DROP_WITH_VALUE = {'-emit-module-path', '-output-file-map', '-index-store-path', '-emit-objc-header-path'}


def command(name):
    args = modules[name]['args']
    kept, skip = [], False
    for a in args[1:]:
        if skip:
            skip = False
            continue
        if a in DROP_WITH_VALUE:
            skip = True
            continue
        if a in DROP or re.fullmatch(r'-j\d+', a) or a.startswith('@'):
            continue
        kept.append(a)
    return [args[0], '-I', out] + kept + [
        '-wmo', '-emit-sil', '-o', os.devnull,
        '-emit-module', '-emit-module-path', os.path.join(out, f'{name}.swiftmodule'),
    ] + modules[name]['sources']


def check(name):
    started = time.monotonic()
    result = subprocess.run(command(name), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return name, result.returncode, result.stdout, time.monotonic() - started


wanted = set(modules) if not only else {m for m in modules if m in only}
# what a wanted module imports is checked too, since it needs their interfaces
frontier = list(wanted)
while frontier:
    for d in modules[frontier.pop()]['deps']:
        if d not in wanted:
            wanted.add(d)
            frontier.append(d)

done, failed, skipped = set(), set(), set()
errors = 0
print(f'check-ui: {len(wanted)} view modules: {", ".join(sorted(wanted))}', flush=True)
with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(2, os.cpu_count() or 1))) as pool:
    running = {}
    while len(done) + len(failed) + len(skipped) < len(wanted):
        for name in sorted(wanted - done - failed - skipped - set(running)):
            deps = modules[name]['deps'] & wanted
            if deps & (failed | skipped):
                skipped.add(name)
                print(f'check-ui: {name} not checked: it imports {", ".join(sorted(deps & (failed | skipped)))}, which failed', flush=True)
            elif deps <= done and len(running) < pool._max_workers:
                running[name] = pool.submit(check, name)
        if not running:
            continue
        finished, _ = concurrent.futures.wait(running.values(), return_when=concurrent.futures.FIRST_COMPLETED)
        for future in finished:
            name, code, output, seconds = future.result()
            del running[name]
            count = len(re.findall(r'^\S.*:\d+:\d+: error:', output, re.M))
            if output.strip():
                print(output, end='' if output.endswith('\n') else '\n', flush=True)
            if code == 0:
                done.add(name)
                print(f'check-ui: {name} ok ({seconds:.0f} s)', flush=True)
            else:
                failed.add(name)
                errors += count
                print(f'check-ui: {name} FAILED with {count} error(s) ({seconds:.0f} s)', flush=True)

if failed or skipped:
    print(f'check-ui: {len(failed)} module(s) failed ({", ".join(sorted(failed))}), {errors} error(s); '
          f'{len(skipped)} not checked', flush=True)
    sys.exit(1)
print(f'check-ui: all {len(done)} view modules type-check against the stubs', flush=True)
