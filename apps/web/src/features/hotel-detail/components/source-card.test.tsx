import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { SourceCard } from './source-card';

afterEach(cleanup);

describe('SourceCard', () => {
  it("calls a captured page 'Done', the same word as the hotel's status badge", () => {
    renderWithApp(
      <SourceCard card={{ url: 'https://aurora.example/', state: 'completed', snippets: [], oldestAt: null, error: null }} onDeleteSnippet={() => {}} deletingId={null} />,
    );
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
  });
});
