// The download snackbar (spec 002, File review screens; section 8): while the MP4 is fetched, then
// either gone or 'Download failed. Try this link instead.' with the file's own link.
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export const DOWNLOAD_FAILED = 'Download failed. Try this link instead.';

const idOf = (url: string) => `download:${url}`;

export const showDownloading = (url: string, fileName: string): void => {
  notifications.show({ id: idOf(url), loading: true, message: `Downloading ${fileName}`, autoClose: false, withCloseButton: false });
};

export const showDownloaded = (url: string): void => {
  notifications.hide(idOf(url));
};

/**
 * Stays until closed, unlike the 5-second snackbar of short messages: the fallback link is something
 * to act on (docs/decisions/exportScreens.md).
 */
export const showDownloadFailed = (url: string, fileName: string): void => {
  notifications.update({
    id: idOf(url),
    loading: false,
    color: 'red',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close the message' },
    message: (
      <Text size="sm" role="alert">
        {DOWNLOAD_FAILED}{' '}
        <Anchor href={url} target="_blank" rel="noopener noreferrer" download={fileName} fw={600}>
          {fileName}
        </Anchor>
      </Text>
    ),
  });
};
