import { useAppSelector } from '../../app/hooks';
import { selectHasGrant } from '../auth/authSlice';

/** The canEdit flag of spec 001 section 6: editing controls show only for content.assets-edit. */
export const useCanEditAssets = (): boolean => useAppSelector(selectHasGrant('content.assets-edit'));
