import { describe, expect, it } from 'vitest';
import { scrollableHtml } from './ArticleBody.tsx';

describe('the article body’s markup', () => {
  it('puts each table in a labelled region that scrolls, and makes code blocks focusable', () => {
    const html = '<table><thead><tr><th class="align-right">A</th></tr></thead></table><pre><code class="language-ts">x</code></pre>';
    expect(scrollableHtml(html, 'Table "wide" <1>')).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table &quot;wide&quot; &lt;1>"><table><thead><tr><th class="align-right">A</th></tr></thead></table></div>' +
        '<pre tabindex="0"><code class="language-ts">x</code></pre>',
    );
  });

  it('leaves text that only looks like a table alone (the sanitiser escapes it)', () => {
    const html = '<p>&lt;table&gt; and <code>&lt;pre&gt;</code></p>';
    expect(scrollableHtml(html, 'Table')).toBe(html);
  });
});
