import type { BlockOfType } from './context.ts';
import { Figures } from './FeatureGrid.tsx';
import { BlockSection } from './Section.tsx';

/** Figures in a row under a heading. */
export function Statistics({ block }: { block: BlockOfType<'statistics'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Figures items={block.items} flush />
    </BlockSection>
  );
}
