import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

describe('lazyComponent', () => {
  it('renders at once on the server, once loaded, rather than its Suspense fallback', async () => {
    const Greeting = lazyComponent(() => Promise.resolve(({ name }: { name: string }) => <p>Hello, {name}</p>));
    await new Promise((resolve) => setTimeout(resolve));
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ana" />
      </Suspense>,
    );
    expect(html).toContain('Hello, <!-- -->Ana');
    expect(html).not.toContain('Loading');
  });
});
