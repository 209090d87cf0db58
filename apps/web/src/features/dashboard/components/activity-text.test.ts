import { describe, expect, it } from 'vitest';
import { activityText } from './activity-text';

describe('activityText', () => {
  it('words each hotel status as the dashboard shows it', () => {
    expect(activityText('completed')).toBe('Completed scraping');
    expect(activityText('processing')).toBe('Processing');
    expect(activityText('error')).toBe('Error occurred');
    expect(activityText('pending')).toBe('Pending');
  });
});
