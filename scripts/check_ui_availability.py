"""The iOS availability half of `make check-ui`, which the compiler cannot do on Linux.

Swift checks `@available(iOS …)` only when it compiles for iOS: against the stubs, a call to an iOS 26 API
outside `if #available(iOS 26.0, *)` type-checks, and fails in Xcode for apps that deploy to iOS 17. So the
compiler is asked which declaration every reference in a view resolves to (`-dump-ast`: each reference
names its declaration's file and line), the stub declaration's iOS availability is read at that line (its
own `@available`, or the extension or type around it), and the place of the use is judged: inside
`if #available(iOS N, *)`, after `guard #available(iOS N, *)`, or in a declaration marked
`@available(iOS N, *)`, N must be at least what the declaration needs. This is a lower bound on what Xcode
refuses: a use is taken as covered by the nearest such marker around it, however the code flows.
"""
import os
import re

AVAILABLE = re.compile(r'@available\(\s*iOS\s+(\d+(?:\.\d+)?)|@available\(\s*iOS\s*,\s*introduced:\s*(\d+(?:\.\d+)?)')
UNAVAILABLE = re.compile(r'@available\(\s*iOS\s*,\s*unavailable')
DECLARATION = re.compile(r'\b(func|var|let|case|struct|class|enum|protocol|typealias|actor|associatedtype|extension|init|subscript)\b')


def strip(text):
    """Source without comments and string literals (their characters become spaces, so offsets stay put)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i)); i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            out.append(' ' * (min(j + 1, n) - i)); i = min(j + 1, n)
        else:
            out.append(text[i]); i += 1
    return ''.join(out)


class StubFile:
    """The iOS version each line of a stub file's declarations needs (0: none beyond iOS 13), or 'unavailable'."""

    def __init__(self, path):
        self.needs = {}
        scopes = [0.0]
        pending, opened = [], None
        for number, line in enumerate(strip(open(path).read()).split('\n'), 1):
            stripped = line.strip()
            if stripped.startswith('@available'):
                pending.append(stripped)
            if DECLARATION.search(stripped):
                attributes = pending + [stripped]
                versions = [float(a or b) for text in attributes for a, b in AVAILABLE.findall(text)]
                unavailable = any(UNAVAILABLE.search(text) for text in attributes)
                version = max(versions + [scopes[-1] if isinstance(scopes[-1], float) else 0.0])
                value = 'unavailable' if unavailable or scopes[-1] == 'unavailable' else version
                self.needs[number] = value
                opened, pending = value, []
            elif stripped and not stripped.startswith('@'):
                pending = []
            for ch in line:
                if ch == '{':
                    scopes.append(opened if opened is not None else scopes[-1])
                    opened = None
                elif ch == '}' and len(scopes) > 1:
                    scopes.pop()

    def need(self, line):
        # the declaration's header line, or the nearest one above (attributes may sit on lines of their own)
        for number in range(line, 0, -1):
            if number in self.needs:
                return self.needs[number]
        return 0.0


class ViewFile:
    """The iOS version known at each place of a view file: #available blocks, guards, @available declarations."""

    TOKEN = re.compile(r'#available\s*\(\s*iOS\s+(\d+(?:\.\d+)?)[^)]*\)|@available\s*\(\s*iOS\s+(\d+(?:\.\d+)?)[^)]*\)|\bguard\b|[{}]')

    def __init__(self, path, deployment):
        text = strip(open(path).read())
        self.line_starts = [0] + [m.end() for m in re.finditer('\n', text)]
        self.changes = [(0, deployment)]  # (offset, version) from that offset on
        scopes, pending, guarding = [deployment], None, False
        for m in self.TOKEN.finditer(text):
            word = m.group(0)
            if m.group(1):
                version = max(scopes[-1], float(m.group(1)))
                if guarding:  # `guard #available(…) else { … }`: the rest of the enclosing scope knows it
                    scopes[-1] = version
                    self.changes.append((m.end(), version))
                    guarding = False
                else:
                    pending = version
            elif m.group(2):
                pending = max(scopes[-1], float(m.group(2)))
            elif word == 'guard':
                guarding = True
            elif word == '{':
                scopes.append(pending if pending is not None else scopes[-1])
                self.changes.append((m.end(), scopes[-1]))
                pending, guarding = None, False
            elif word == '}' and len(scopes) > 1:
                scopes.pop()
                self.changes.append((m.end(), scopes[-1]))

    def known(self, line, column):
        offset = self.line_starts[line - 1] + column - 1
        version = self.changes[0][1]
        for at, value in self.changes:
            if at > offset:
                break
            version = value
        return version


REFERENCE = re.compile(r'location=(?P<use>/[^\s:]+\.swift):(?P<line>\d+):(?P<column>\d+)[^\n]*?\b(?:decl|bind)="(?P<path>[^"@]*)@(?P<stub>/[^\s:"]+/Stubs/[^\s:"]+\.swift):(?P<stubline>\d+):\d+[" ]')


def display(path):
    """`SwiftUIStub.(file).View extension.glassEffect(_:in:)` -> `glassEffect(_:in:)`; an init names its type."""
    parts = re.split(r'\.(?![^()]*\))', re.sub(r' extension', '', path))
    last = parts[-1]
    if last.startswith('init') and len(parts) > 1:
        return f'{parts[-2]}.{last}'
    return last


_stub_files = {}  # read once per run, whichever modules refer to them


def stub_file(path):
    if path not in _stub_files:
        _stub_files[path] = StubFile(path)
    return _stub_files[path]


def check(dump, deployment, label=lambda p: p):
    """Errors, formatted as the compiler's, for references in an AST dump to stub declarations newer than
    `deployment` (or unavailable on iOS) from places that do not know that version."""
    views, errors, seen = {}, [], set()
    for m in REFERENCE.finditer(dump):
        need = stub_file(m.group('stub')).need(int(m.group('stubline')))
        if need != 'unavailable' and need <= deployment:
            continue
        use, line, column = m.group('use'), int(m.group('line')), int(m.group('column'))
        if use not in views:
            views[use] = ViewFile(use, deployment)
        known = views[use].known(line, column)
        if need != 'unavailable' and known >= need:
            continue
        name = display(m.group('path'))
        key = (use, line, column, name)
        if key in seen:
            continue
        seen.add(key)
        if need == 'unavailable':
            errors.append(f"{label(use)}:{line}:{column}: error: '{name}' is unavailable in iOS [check-ui availability]")
        else:
            errors.append(f"{label(use)}:{line}:{column}: error: '{name}' is only available in iOS {need:g} or newer "
                          f"(the apps deploy to iOS {deployment:g}); use it inside 'if #available(iOS {need:g}, *)' [check-ui availability]")
    return errors
