// One command of the panel at a time per composer or card: its id, whether it is on its way, and a
// callback once it succeeded (the composer then clears its draft).
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectRequestPending, selectRequestSucceeded } from '../reviewSlice';

export function useRequest(onSucceeded?: () => void) {
  const [requestID, setRequestID] = useState<string | null>(null);
  const pending = useAppSelector(selectRequestPending(requestID));
  const succeeded = useAppSelector(selectRequestSucceeded(requestID));
  useEffect(() => {
    if (!succeeded) return;
    setRequestID(null);
    onSucceeded?.();
  }, [succeeded]);
  /** A new request's id, remembered as this one's. */
  const start = () => {
    const id = crypto.randomUUID();
    setRequestID(id);
    return id;
  };
  return { pending, start };
}
