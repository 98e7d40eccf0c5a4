import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import type { Scene, SceneExport, SceneLabel } from '@wb/contracts';
import { aUser, signedInAt } from '../../testing/fixtures';
import { runWithFakes } from '../../testing/sagaHarness';
import { SceneCard } from './SceneCard';
import { sceneOf } from './testScenes';

const label = (labelID: string, name: string, color: SceneLabel['data']['color']): SceneLabel => ({ labelID, name, createdOn: '', data: { color } });
const labels = [label('l1', 'Needs voice-over', 'red'), label('l2', 'Approved', 'green'), label('l3', 'Draft', 'default')];

const render = (scene: Scene, permissions = ['content.projects-edit'], exports: SceneExport[] = []) => {
  const { store, task } = runWithFakes(
    function* () {
      /* no workflow */
    },
    {},
    signedInAt(aUser({ permissions }), '/'),
  );
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <MantineProvider>
        <SceneCard scene={scene} labels={labels} exports={exports} />
      </MantineProvider>
    </Provider>,
  );
  task.cancel();
  return html;
};
const withData = (scene: Scene, data: Partial<Scene['data']>): Scene => ({ ...scene, data: { ...scene.data, ...data } });

describe('a scene card', () => {
  it('offers Get thumbnail until the scene has one, then shows the stored picture', () => {
    const scene = sceneOf('s1', 'Intro');
    expect(render(scene)).toContain('Get thumbnail');
    const html = render(withData(scene, { thumbnail: '/api/v1/blobs/sceneThumbnail/t.png' }));
    expect(html).toContain('src="/api/v1/blobs/sceneThumbnail/t.png"');
    expect(html).not.toContain('Get thumbnail');
  });

  it('shows its labels as chips in their colours, each with a remove button', () => {
    const html = render(withData(sceneOf('s1', 'Intro'), { labels: ['l1', 'l3'] }));
    expect(html).toContain('data-label="Needs voice-over"');
    expect(html).toContain('--badge-color:var(--mantine-color-red');
    expect(html).toContain('data-label="Draft"');
    expect(html).not.toContain('data-label="Approved"');
    expect(html).toContain('aria-label="Remove label Needs voice-over from Intro"');
    expect(html).toContain('aria-label="Add label to Intro"');
  });

  it('shows a content.projects-view holder the labels and the placeholder, without the controls that change them', () => {
    const html = render(withData(sceneOf('s1', 'Intro'), { labels: ['l1'] }), ['content.projects-view']);
    expect(html).toContain('data-label="Needs voice-over"');
    expect(html).not.toContain('Remove label');
    expect(html).not.toContain('Add label');
    expect(html).not.toContain('Get thumbnail');
    expect(html).toContain('aria-label="Actions for Intro"');
  });

  it('shows the open comment count in red, or that all comments are resolved, or nothing', () => {
    expect(render({ ...sceneOf('s1', 'Intro'), openComments: 3, comments: 5 })).toContain('aria-label="3 open comments"');
    expect(render({ ...sceneOf('s1', 'Intro'), openComments: 0, comments: 5 })).toContain('aria-label="All comments resolved"');
    const none = render(sceneOf('s1', 'Intro'));
    expect(none).not.toContain('open comment');
    expect(none).not.toContain('All comments resolved');
  });

  it('is focusable, named by the scene, with a select box and the actions menu', () => {
    const html = render(sceneOf('s1', 'Intro'));
    expect(html).toMatch(/<article[^>]*tabindex="0"[^>]*aria-label="Intro"|<article[^>]*aria-label="Intro"[^>]*tabindex="0"/);
    expect(html).toContain('aria-label="Select Intro"');
    expect(html).toContain('aria-label="Actions for Intro"');
  });

  it('shows its newest export: the frames rendered so far, then Download MP4, or Error exporting with why', () => {
    const anExport = (status: number, over: Partial<SceneExport> = {}): SceneExport => ({
      sceneExportID: `x${status}`,
      sceneID: 's1',
      status,
      createdOn: '',
      data: { url: status === 2 ? '/api/v1/blobs/exportVideo/x2.mp4' : null, completedOn: null },
      progress: null,
      error: null,
      ...over,
    });
    const scene = sceneOf('s1', 'Intro');
    expect(render(scene, undefined, [anExport(1, { progress: { framesDone: 120, framesTotal: 900 } })])).toContain('Export in progress · 120 of 900 frames');
    const done = render(scene, undefined, [anExport(2)]);
    expect(done).toContain('aria-label="Download MP4 of Intro"');
    expect(done).toContain('href="/api/v1/blobs/exportVideo/x2.mp4"');
    expect(done).toContain('download="Intro.mp4"');
    const failed = render(scene, undefined, [anExport(0, { error: 'Something went wrong, try exporting again.' }), anExport(2)]);
    expect(failed).toContain('Error exporting');
    expect(failed).toContain('Something went wrong, try exporting again.');
    expect(failed).toContain('Download MP4');
    expect(render(scene)).not.toContain('data-export-state');
  });
});
