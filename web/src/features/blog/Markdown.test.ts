import { isValidElement } from 'react';
import type React from 'react';
import { describe, expect, it } from 'vitest';
import { parseBlocks, renderInline } from './Markdown.tsx';

describe('article Markdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseBlocks('## Why\nFirst line\ncontinues.\n\n- one\n- two\n\n1. first\n2. second\n\n> said\n\n# Top');
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Why' },
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'quote', text: 'said' },
      { kind: 'heading', level: 2, text: 'Top' },
    ]);
  });

  it('renders bold, italic and links, never raw HTML', () => {
    const nodes = renderInline('a **b** *c* [in](/#contact) [out](https://example.com) [bad](javascript:alert(1)) <img src=x>');
    const elements = nodes.filter(isValidElement) as React.ReactElement<{ href?: string; to?: string; children?: unknown }>[];
    expect(elements.map((e) => (typeof e.type === 'string' ? e.type : 'Link'))).toEqual(['strong', 'em', 'Link', 'a']);
    expect(elements[2].props.to).toBe('/#contact');
    expect(elements[3].props.href).toBe('https://example.com');
    // The script link stays plain text, and markup is only ever text.
    expect(nodes).toContain('bad');
    expect(nodes.filter((n) => typeof n === 'string').join('')).toContain('<img src=x>');
  });
});
