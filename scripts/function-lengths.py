#!/usr/bin/env python3
"""Every Swift function, initializer and closure-free body in Sources and Tests longer than 80
lines (issue 64), from its declaration to its closing brace. Prints each one and exits 1 when
there is any. Strings are blanked before braces are counted; a declaration without a body (a
protocol requirement) is passed over."""
import os
import re
import sys

LIMIT = 80
DECLARATION = re.compile(r'^\s*(?:@[\w()., ]+\s+)*(?:(?:public|package|private|fileprivate|internal|static|class|mutating|nonisolated|override|final|'
                         r'@inlinable|@usableFromInline)\s+)*(?:func\s+[^\s(<]+|init[?!]?)\s*[(<]')
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def long_functions(root):
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(folder, name)
            lines = open(path, encoding='utf-8').read().split('\n')
            for start, line in enumerate(lines):
                if not DECLARATION.match(line):
                    continue
                depth, opened = 0, False
                for end in range(start, len(lines)):
                    code = STRING.sub('""', lines[end].split('//')[0] if '"' not in lines[end] else lines[end])
                    for ch in code:
                        if ch == '{':
                            depth, opened = depth + 1, True
                        elif ch == '}':
                            depth -= 1
                    if opened and depth <= 0:
                        break
                    if not opened and end > start and lines[end].strip() == '':
                        break  # a requirement: no body
                if opened and end - start + 1 > LIMIT:
                    yield path, start + 1, end - start + 1, line.strip()


found = [f for root in ('Sources', 'Tests') for f in long_functions(root)]
for path, line, length, declaration in found:
    print(f'{path}:{line}: {length} lines: {declaration[:100]}', file=sys.stderr)
if found:
    sys.exit(1)
print(f'style: no function of Sources or Tests over {LIMIT} lines')
