import { useId } from 'react';
import styled from 'styled-components';
import { layoutDiagram, type DiagramContent, type DiagramKind, type Layout } from './layout.ts';

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(180deg, ${({ theme }) => theme.color.surface}, ${({ theme }) => theme.color.canvas});
  figcaption {
    margin-block-end: ${({ theme }) => theme.space(4)};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
    overflow: visible;
  }
  .wide {
    display: block;
  }
  .narrow {
    display: none;
  }
  .compact {
    max-inline-size: 30rem;
    margin-inline: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(4)};
    .wide {
      display: none;
    }
    .narrow {
      display: block;
    }
  }
  .zone {
    fill: rgba(15, 118, 110, 0.05);
    stroke: ${({ theme }) => theme.color.accent};
    stroke-dasharray: 6 5;
  }
  .node {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.line};
  }
  .hub {
    fill: ${({ theme }) => theme.color.ink};
  }
  .layer {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.line};
  }
  .layer-mark {
    fill: ${({ theme }) => theme.color.accent};
  }
  .edge {
    fill: none;
    stroke: ${({ theme }) => theme.color.accent};
    stroke-width: 2;
  }
  .edge.dashed {
    stroke-dasharray: 7 6;
  }
  .arrowhead {
    fill: ${({ theme }) => theme.color.accent};
  }
  text {
    fill: ${({ theme }) => theme.color.inkSoft};
  }
  .label {
    font-size: 15px;
    font-weight: 700;
    fill: ${({ theme }) => theme.color.ink};
  }
  .detail {
    font-size: 13px;
  }
  .zone-label {
    font-size: 14px;
    font-weight: 700;
    fill: ${({ theme }) => theme.color.accentStrong};
  }
  .hub-box text {
    fill: ${({ theme }) => theme.color.onDark};
  }
`;

function Drawing({ layout, markerId, className }: { layout: Layout; markerId: string; className: string }) {
  return (
    // Hidden from assistive technology: the figure's caption and description say what it shows.
    <svg
      className={className}
      viewBox={`-2 -2 ${layout.width + 4} ${layout.height + 4}`}
      width={layout.width}
      height={layout.height}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <marker id={markerId} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path className="arrowhead" d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      {layout.boxes.map((b, i) => (
        <g key={i} className={b.tone === 'hub' ? 'hub-box' : undefined}>
          <rect className={b.tone} x={b.x} y={b.y} width={b.w} height={b.h} rx={b.tone === 'zone' ? 14 : 10} />
          {b.tone === 'layer' && <rect className="layer-mark" x={b.lines[0]?.x === b.x + 14 ? b.x : b.x + b.w - 5} y={b.y} width={5} height={b.h} rx={2} />}
          {b.lines.map((line, j) => (
            <text key={j} className={line.size === 'zone' ? 'zone-label' : line.size} x={line.x} y={line.y} textAnchor={line.anchor}>
              {line.text}
            </text>
          ))}
        </g>
      ))}
      {layout.edges.map((edge, i) => (
        <polyline
          key={i}
          className={edge.dashed ? 'edge dashed' : 'edge'}
          points={edge.points.map((p) => p.join(',')).join(' ')}
          markerEnd={edge.arrow ? `url(#${markerId})` : undefined}
        />
      ))}
      {layout.labels.map((line, i) => (
        <text key={i} className={line.size} x={line.x} y={line.y} textAnchor={line.anchor}>
          {line.text}
        </text>
      ))}
    </svg>
  );
}

/** A diagram of how something works: drawn in SVG (a wide and a phone form), described in words for screen readers. */
export function Diagram({
  kind,
  content,
  rtl,
  compact = false,
}: {
  kind: DiagramKind;
  content: DiagramContent;
  rtl: boolean;
  /** Always the stacked form (a narrow column). */ compact?: boolean;
}) {
  const id = useId();
  return (
    <Figure role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <figcaption id={`${id}-title`}>{content.title}</figcaption>
      <p id={`${id}-description`} hidden>
        {content.description}
      </p>
      {!compact && <Drawing className="wide" layout={layoutDiagram(kind, content, { wide: true, rtl })} markerId={`${id}-arrow-wide`} />}
      <Drawing className={compact ? 'compact' : 'narrow'} layout={layoutDiagram(kind, content, { wide: false, rtl })} markerId={`${id}-arrow-narrow`} />
    </Figure>
  );
}
