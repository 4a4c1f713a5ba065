import type { ReactNode } from 'react';
import { Link } from 'react-router';

// The subset of Markdown posts use (headings, paragraphs, lists, quotes, bold, italic, links),
// rendered to React elements: no HTML string ever reaches the page.

type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: Math.min(Math.max(heading[1].length, 2), 4) as 2 | 3 | 4, text: heading[2] });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const text = (bullet ?? numbered)![1];
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text);
      else blocks.push({ kind: 'list', ordered, items: [text] });
    } else if (line.startsWith('>')) {
      flush();
      blocks.push({ kind: 'quote', text: line.replace(/^>\s?/, '') });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

const inlinePattern = /(\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\))/g;

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${index}`;
    if (match[2] !== undefined) nodes.push(<strong key={key}>{match[2]}</strong>);
    else if (match[3] !== undefined || match[4] !== undefined) nodes.push(<em key={key}>{match[3] ?? match[4]}</em>);
    else {
      const href = match[6];
      if (href.startsWith('/')) nodes.push(<Link key={key} to={href}>{match[5]}</Link>);
      else if (/^https?:\/\//.test(href)) nodes.push(<a key={key} href={href} rel="noopener noreferrer" target="_blank">{match[5]}</a>);
      else nodes.push(match[5]);
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function Markdown({ source }: { source: string }) {
  return (
    <>
      {parseBlocks(source).map((block, i) => {
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4';
            return <Tag key={i}>{renderInline(block.text)}</Tag>;
          }
          case 'quote':
            return <blockquote key={i}>{renderInline(block.text)}</blockquote>;
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return <Tag key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}</Tag>;
          }
          default:
            return <p key={i}>{renderInline(block.text)}</p>;
        }
      })}
    </>
  );
}
