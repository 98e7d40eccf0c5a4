// What the operator reads after `npm start`: where to go and, on the first start, how to sign in.
import type { AdminAccount } from './app';

export const signInNotice = (publicUrl: string, admin: AdminAccount): string => {
  const lines = [`Whiteboard Studio is running at ${publicUrl}`];
  if (admin.created) {
    lines.push(`An admin account was created. Sign in at ${publicUrl}/#/login with`, `  email:    ${admin.email}`);
    lines.push(admin.generatedPassword ? `  password: ${admin.generatedPassword}   (generated; shown only this once - set ADMIN_PASSWORD to choose one)` : '  password: the one in ADMIN_PASSWORD');
  }
  return lines.join('\n');
};
