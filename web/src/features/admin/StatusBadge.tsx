import styled from 'styled-components';

// The admin's state badges (posts, messages): a pill with a dot, coloured by tone. Each tone's
// text passes WCAG AA on its background; the dot is dimmed for states that need no attention.

export type BadgeTone = 'neutral' | 'success' | 'attention' | 'quiet' | 'warning';

const tones: Record<BadgeTone, { background: string; color: string }> = {
  neutral: { background: '#eef2f6', color: '#33475b' },
  success: { background: '#ccfbf1', color: '#115e59' },
  attention: { background: '#e0eaff', color: '#2d31a6' },
  quiet: { background: '#f2f4f7', color: '#5b6b7c' },
  warning: { background: '#fef0c7', color: '#7a2e0e' },
};

export const StatusBadge = styled.span<{ $tone: BadgeTone; $dim?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  padding: 0.15em 0.65em;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $tone }) => tones[$tone].background};
  color: ${({ $tone }) => tones[$tone].color};
  &::before {
    content: '';
    inline-size: 0.5em;
    block-size: 0.5em;
    border-radius: 50%;
    background: currentColor;
    opacity: ${({ $dim }) => ($dim ? 0.4 : 1)};
  }
`;
