// #/export-render: an empty page that the exporter's headless Chromium opens; the server injects the
// job through window.__exportRender. A visitor sees nothing, and the page reads no data by itself.
import { useEffect } from 'react';
import { renderJob } from './renderJob';

export function ExportRenderPage() {
  useEffect(() => {
    const handle = { render: renderJob };
    window.__exportRender = handle;
    return () => {
      if (window.__exportRender === handle) delete window.__exportRender;
    };
  }, []);
  return <div data-export-render="" />;
}
