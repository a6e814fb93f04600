// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createPageLoading } from '../routing/page-loading.ts';
import { PageProgress } from './page-progress.tsx';

describe('the page-loading bar', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('is absent while nothing loads, a labelled progressbar with its value while a page loads', () => {
    const loading = createPageLoading();
    render(
      <I18nProvider i18n={i18n}>
        <PageProgress loading={loading} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => loading.start('product', ['chunk']));
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    act(() => loading.step('chunk'));
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    act(() => loading.rendered('product'));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.hasAttribute('data-done')).toBe(true);
  });
});
