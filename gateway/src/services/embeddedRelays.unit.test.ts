import { IntegrationTopics } from '@wb/contracts';
import { InProcessBus, RELAY_REACTOR } from '@wb/platform';
import { EXPORT_RELAY, embeddedRelays } from './embeddedRelays';

describe('the relays of the embedded mode', () => {
  it('gives the export topics a relay of their own and every other integration event to the relay', () => {
    const [relay, exportRelay] = embeddedRelays(new InProcessBus());
    expect(relay?.name).toBe(RELAY_REACTOR);
    expect(exportRelay?.name).toBe(EXPORT_RELAY);
    expect(exportRelay?.eventTypes).toEqual([...IntegrationTopics.exports, ...IntegrationTopics.exportChunks]);
    expect(relay?.eventTypes).not.toContain('ExportChunkRequested');
    expect([...(relay?.eventTypes ?? []), ...(exportRelay?.eventTypes ?? [])].sort()).toEqual(Object.values(IntegrationTopics).flat().sort());
  });
});
