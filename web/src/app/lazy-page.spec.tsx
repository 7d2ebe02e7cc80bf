import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const pageModule = () => Promise.resolve({ default: () => <p>The page</p> });

function renderInSuspense(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  afterEach(cleanup);

  it('renders code loaded ahead at once, never its fallback', async () => {
    const Page = lazyPage(pageModule);
    await Page.preload();
    const { container } = renderInSuspense(Page);
    expect(container.textContent).toBe('The page');
  });

  it('loads code not loaded ahead when first rendered, showing the fallback meanwhile', async () => {
    const load = vi.fn(pageModule);
    const Page = lazyPage(load);
    const { container } = renderInSuspense(Page);
    expect(container.textContent).toBe('Loading...');
    await screen.findByText('The page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is asked, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(pageModule);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Promise.all([Page.preload(), Page.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
