import { createInMemoryEventStore } from '../../eventStore/inMemory/inMemoryEventStore';
import { silentLogger } from '../../logging/logger';
import { errorInfoOf, serverErrorRecorder } from './serverErrors';

const recorded = (store: ReturnType<typeof createInMemoryEventStore>) => store.readStream('servererrors-query-api');

describe('recording server errors', () => {
  it('appends a redacted ServerErrorLogged with the path, the user and the service', async () => {
    const store = createInMemoryEventStore();
    const recorder = serverErrorRecorder({ eventStore: store, source: 'query-api', logger: silentLogger() });
    await recorder.record({ err: new Error('db said: password=hunter2'), path: '/api/project/getProjects', userID: 7, requestId: 'r1' });
    const [event] = await recorded(store);
    expect(event?.type).toBe('ServerErrorLogged');
    expect(event?.data).toMatchObject({ source: 'query-api', userID: 7, suppressed: 0, info: { msg: 'db said: password=[Redacted]', script: '/api/project/getProjects' } });
    expect(JSON.stringify(event?.data)).not.toContain('hunter2');
    expect(event?.metadata.correlationId).toBe('r1');
  });

  it('records at most perMinute a minute, and counts the rest in the next entry', async () => {
    const store = createInMemoryEventStore();
    let now = new Date('2026-01-01T00:00:00Z');
    const recorder = serverErrorRecorder({ eventStore: store, source: 'query-api', logger: silentLogger(), perMinute: 2, now: () => now });
    for (let i = 0; i < 5; i += 1) await recorder.record({ err: new Error(`e${i}`) });
    expect((await recorded(store)).map((e) => (e.data as { info: { msg: string } }).info.msg)).toEqual(['e0', 'e1']);
    now = new Date('2026-01-01T00:01:00Z');
    await recorder.record({ err: new Error('later') });
    const last = (await recorded(store)).at(-1);
    expect(last?.data).toMatchObject({ suppressed: 3, info: { msg: 'later' } });
  });

  it('never throws when the store refuses', async () => {
    const store = createInMemoryEventStore();
    store.appendToStream = () => Promise.reject(new Error('store down'));
    await expect(serverErrorRecorder({ eventStore: store, source: 's', logger: silentLogger() }).record({ err: 'boom' })).resolves.toBeUndefined();
  });

  it('describes a thrown string, an object and an Error', () => {
    expect(errorInfoOf('boom', undefined)).toEqual({ msg: 'boom' });
    expect(errorInfoOf({ code: 42 }, '/x')).toEqual({ msg: '{"code":42}', script: '/x' });
    expect(errorInfoOf(new TypeError('bad'), undefined)).toMatchObject({ msg: 'bad', stack: expect.stringContaining('TypeError: bad') });
  });
});
