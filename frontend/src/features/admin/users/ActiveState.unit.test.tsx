import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { aUser } from '../../../testing/fixtures';
import { ActiveState, OWN_ACCOUNT_NOTE } from './UserDialog';

const render = (isMe: boolean, deactivated = false) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ActiveState user={aUser({ userID: 7, data: { ...aUser().data, deactivated } })} isMe={isMe} pending={false} onToggle={() => undefined} />
    </MantineProvider>,
  );

describe('the active state in the user dialog', () => {
  it("offers Deactivate for someone else's account", () => {
    const html = render(false);
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*>(?:(?!<\/button>).)*Deactivate/);
    expect(html).not.toContain(OWN_ACCOUNT_NOTE);
  });

  it('disables Deactivate for ones own account and says why, linked for screen readers', () => {
    const html = render(true);
    expect(html).toMatch(/<button[^>]*disabled[^>]*aria-describedby="own-account-note"/);
    expect(html).toContain(`id="own-account-note"`);
    expect(html).toContain(OWN_ACCOUNT_NOTE);
  });

  it('shows the deactivated banner with Reactivate', () => {
    const html = render(false, true);
    expect(html).toContain('Reactivate');
  });
});
