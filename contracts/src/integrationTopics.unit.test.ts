import { IntegrationTopics } from './integrationTopics';

describe('the integration topics', () => {
  it('put each event type on one topic (the relay sends an event to one)', () => {
    const listed: string[] = Object.values(IntegrationTopics).flat();
    expect(listed.filter((type, i) => listed.indexOf(type) !== i)).toEqual([]);
  });
});
