import { useCallback, useEffect, useRef, useState } from 'react';
import { syncOne } from '../api/check-in-calls';
import { dismiss, enqueue, syncQueue, type QueuedCheckIn } from './pickup-queue';

const storageKey = (userId: string) => `pickup-queue:v1:${userId}`;

function load(userId: string): QueuedCheckIn[] {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedCheckIn[]) : [];
  } catch {
    return [];
  }
}

function save(userId: string, queue: QueuedCheckIn[]) {
  try {
    if (queue.length) localStorage.setItem(storageKey(userId), JSON.stringify(queue));
    else localStorage.removeItem(storageKey(userId));
  } catch {
    // Storage full or blocked (private mode): the queue lives as long as the page.
  }
}

/**
 * The device's offline check-ins (localStorage, per volunteer, so a reload or a closed tab loses
 * none) and whether the server is reachable: the browser's own online flag, corrected by what the
 * last call found. Syncs when the browser comes back online and every 15 s while entries wait.
 */
export function usePickupQueue(userId: string, onSynced: () => void) {
  const [queue, setQueue] = useState<QueuedCheckIn[]>(() => load(userId));
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const running = useRef(false);
  const latest = useRef(queue);

  const store = useCallback(
    (next: QueuedCheckIn[]) => {
      latest.current = next;
      save(userId, next);
      setQueue(next);
    },
    [userId],
  );

  const sync = useCallback(async () => {
    if (running.current || !latest.current.some((q) => q.state === 'waiting')) return;
    running.current = true;
    setSyncing(true);
    try {
      const result = await syncQueue(
        latest.current,
        (entry) => syncOne(entry.eventGuid, entry.token),
        userId,
        store,
      );
      setOnline(result.reachable);
      if (result.reachable) onSynced();
    } finally {
      running.current = false;
      setSyncing(false);
    }
  }, [userId, store, onSynced]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => void sync(), 15_000);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [sync]);

  return {
    queue,
    online,
    syncing,
    /** The server answered (or did not): the desk's state follows the last call. */
    setOnline,
    add: (entry: Omit<QueuedCheckIn, 'state'>) => {
      const { queue: next, added } = enqueue(latest.current, entry);
      store(next);
      return added;
    },
    dismiss: (token: string) => store(dismiss(latest.current, token)),
    sync,
  };
}
