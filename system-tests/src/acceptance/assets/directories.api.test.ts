// Kit directories (spec 001 sections 2-7): nested folders, created, renamed and deleted with what is
// under them; files put in and taken out; the tree, its flattened list and the unorganized files.
import { addFiles, addKit, expectError, expectFieldErrors, must, read, startAssetsWorld, type AssetsWorld } from './assetsWorld';

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const addDirectory = async (kitID: string, name: string, parentID?: string, files: string[] = []) =>
  await must(world.editor, '/assets/addKitDirectory', { kitID, name, ...(parentID ? { parentID } : {}), files });

describe('kit directories', () => {
  it('nests directories, puts files in them, and answers the tree, the flattened list and the unorganized files', async () => {
    const { kitID, directoryID: rootID } = await addKit(world.editor);
    const {
      fileIDs: [f1, f2, f3],
    } = await addFiles(world.editor, kitID, ['f1.png', 'f2.png', 'f3.png']);
    const cells = await addDirectory(kitID, 'Cells', undefined, [f1 ?? '']);
    const cellsID = cells.body.directory.directoryID;
    expect(cells.body.directory).toEqual({ directoryID: expect.any(String), name: 'Cells', parentID: rootID });
    const nuclei = await addDirectory(kitID, 'Nuclei', cellsID);
    const nucleiID = nuclei.body.directory.directoryID;
    const put = await must(world.editor, '/assets/addDirectoryFiles', { kitID, directoryID: nucleiID, fileIDs: [f2] });

    const tree = await read(world.viewer, '/assets/getKitDirectories', { kitID }, put);
    expect(tree.body.directories).toEqual([
      { directoryID: cellsID, name: 'Cells', parentID: rootID, files: [f1], dirs: [{ directoryID: nucleiID, name: 'Nuclei', parentID: cellsID, files: [f2], dirs: [] }] },
    ]);
    expect(tree.body.flattenedDirectories).toEqual([
      { directoryID: cellsID, name: 'Cells', parentID: rootID, depth: 1, path: 'Cells', fileCount: 1 },
      { directoryID: nucleiID, name: 'Nuclei', parentID: cellsID, depth: 2, path: 'Cells / Nuclei', fileCount: 1 },
    ]);
    expect(tree.body.unorganizedFiles).toEqual([f3]);

    const dirs = await read(world.viewer, '/assets/getFileDirectories', { fileIDs: [f1, f2, f3], kitID }, put);
    expect(dirs.body.directories).toEqual(
      expect.arrayContaining([
        { fileID: f1, kitID, directoryID: cellsID, name: 'Cells' },
        { fileID: f2, kitID, directoryID: nucleiID, name: 'Nuclei' },
      ]),
    );
    const populated = await read(world.viewer, '/assets/getPopulatedDirectory', { kitID, directoryID: cellsID }, put);
    expect(populated.body.directory).toMatchObject({ directoryID: cellsID, name: 'Cells', dirs: [{ directoryID: nucleiID, name: 'Nuclei' }], files: [{ fileID: f1, directoryID: cellsID }] });
  });

  it('renames a directory, takes a file out of it, and deletes it with what is under it, leaving the files in the kit', async () => {
    const { kitID } = await addKit(world.editor);
    const {
      fileIDs: [f1, f2],
    } = await addFiles(world.editor, kitID, ['g1.png', 'g2.png']);
    const top = (await addDirectory(kitID, 'Top', undefined, [f1 ?? '', f2 ?? ''])).body.directory.directoryID;
    const under = (await addDirectory(kitID, 'Under', top)).body.directory.directoryID;
    await must(world.editor, '/assets/updateDirectoryName', { kitID, directoryID: top, name: 'Renamed' });
    const out = await must(world.editor, '/assets/removeDirectoryFile', { kitID, directoryID: top, fileID: f2 });
    let tree = await read(world.viewer, '/assets/getKitDirectories', { kitID }, out);
    expect(tree.body.directories[0]).toMatchObject({ name: 'Renamed', files: [f1] });
    expect(tree.body.unorganizedFiles).toEqual([f2]);
    const deleted = await must(world.editor, '/assets/deleteKitDirectory', { kitID, directoryID: top });
    tree = await read(world.viewer, '/assets/getKitDirectories', { kitID }, deleted);
    expect(tree.body).toEqual({ directories: [], flattenedDirectories: [], unorganizedFiles: [f1, f2] });
    expectError(await world.editor.client.post('/api/assets/updateDirectoryName', { kitID, directoryID: under, name: 'x' }), 404, 'notFound');
    expectError(await read(world.viewer, '/assets/getPopulatedDirectory', { kitID, directoryID: top }, deleted), 404, 'notFound');
  });

  it('refuses a parent or directory of another kit, a file not in the kit, and a bad name', async () => {
    const a = await addKit(world.editor);
    const b = await addKit(world.editor);
    const inB = (await addDirectory(b.kitID, 'In B')).body.directory.directoryID;
    const { fileIDs } = await addFiles(world.editor, b.kitID, ['only-in-b.png']);
    const inA = (await addDirectory(a.kitID, 'In A')).body.directory.directoryID;
    expectError(await world.editor.client.post('/api/assets/addKitDirectory', { kitID: a.kitID, name: 'x', parentID: inB }), 404, 'notFound');
    expectError(await world.editor.client.post('/api/assets/addDirectoryFiles', { kitID: a.kitID, directoryID: inA, fileIDs }), 404, 'notFound');
    expectError(await world.editor.client.post('/api/assets/addDirectoryFiles', { kitID: b.kitID, directoryID: inA, fileIDs }), 404, 'notFound');
    expectFieldErrors(await world.editor.client.post('/api/assets/addKitDirectory', { kitID: a.kitID, name: '..' }), ['name']);
    // A file of another kit given with a new directory refuses the whole call: no directory is made.
    const refused = await world.editor.client.post('/api/assets/addKitDirectory', { kitID: a.kitID, name: 'Never made', files: fileIDs });
    expectError(refused, 404, 'notFound');
    const tree = await read(world.viewer, '/assets/getKitDirectories', { kitID: a.kitID }, await must(world.editor, '/assets/updateKitVisibility', { kitID: a.kitID, visibility: 'internal' }));
    expect(tree.body.directories.map((d: { name: string }) => d.name)).toEqual(['In A']);
    expectError(await world.viewer.client.post('/api/assets/addKitDirectory', { kitID: a.kitID, name: 'Viewer dir' }), 403, 'forbidden');
  });
});
