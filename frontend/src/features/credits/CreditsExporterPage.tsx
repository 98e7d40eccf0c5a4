// /creditsexporter?projectID=&key= (spec 002 section 2): only the credits preview, at full size, for a
// headless browser to capture. With a key it reads the credits with that key; without one, as the
// signed-in user. Once every picture has loaded it sets window.__creditsLoaded and data-credits-loaded.
import { useCallback, useMemo, useState } from 'react';
import { Center, Text } from '@mantine/core';
import { loadCredits, type CreditsData } from '@wb/contracts';
import { isQueryError } from '../../api/queryError';
import { useCreditsDataQuery, useExporterCreditsQuery } from './creditsApi';
import { CreditsPreview } from './CreditsPreview';

declare global {
  interface Window {
    __creditsLoaded?: boolean;
  }
}

/** Ids for defaults shown but never saved: stable, so a re-render keeps its keys. */
const counterIds = () => {
  let n = 0;
  return () => `default-${String((n += 1))}`;
};

function Loaded({ saved }: { saved: CreditsData | null }) {
  const data = useMemo(() => loadCredits(saved, counterIds()).data, [saved]);
  const [loaded, setLoaded] = useState(false);
  const settled = useCallback(() => {
    window.__creditsLoaded = true;
    setLoaded(true);
  }, []);
  return (
    <div data-credits-loaded={loaded ? 'true' : 'false'} style={{ width: 1920 }}>
      <CreditsPreview data={data} onImagesSettled={settled} />
    </div>
  );
}

export function CreditsExporterPage({ projectID, accessKey }: { projectID: string | null; accessKey: string | null }) {
  const byKey = useExporterCreditsQuery({ key: accessKey ?? '', projectID: projectID ?? '' }, { skip: projectID === null || accessKey === null });
  const bySession = useCreditsDataQuery({ projectID: projectID ?? '' }, { skip: projectID === null || accessKey !== null });
  if (projectID === null) return <Text p="md">No project was given (projectID).</Text>;
  const error = accessKey === null ? bySession.error : byKey.error;
  if (error) {
    return (
      <Center p="xl">
        <Text role="alert">{isQueryError(error) ? error.message : 'Something happened'}</Text>
      </Center>
    );
  }
  if (accessKey !== null) return byKey.data ? <Loaded saved={byKey.data.credits?.data ?? null} /> : null;
  return bySession.data ? <Loaded saved={bySession.data.creditsData?.data ?? null} /> : null;
}
