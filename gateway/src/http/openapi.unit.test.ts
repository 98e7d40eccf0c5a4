import { buildOpenApiDocument } from './openapi';

describe('the OpenAPI document', () => {
  it('lists the report downloads with their file types and the admin.reports rule', () => {
    const doc = buildOpenApiDocument('http://localhost') as { paths: Record<string, { get?: { description?: string; responses: Record<string, { content?: Record<string, unknown> }> } }> };
    const csv = doc.paths['/api/admin/reports/downloadFilesData']?.get;
    expect(Object.keys(csv?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(csv?.description).toContain('admin.reports');
    expect(Object.keys(doc.paths['/api/admin/reports/downloadThumbnails']?.get?.responses['200']?.content ?? {})).toEqual(['application/zip']);
  });
});
