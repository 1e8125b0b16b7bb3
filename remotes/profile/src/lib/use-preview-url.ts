import { useEffect, useRef, useState } from 'react';

/**
 * An address to show a chosen file before it is uploaded (`blob:`), freed
 * when another file is chosen and when the form goes away, so a series of
 * tries does not keep every photo in memory.
 */
function usePreviewUrl(): [string | null, (file: Blob | null) => void] {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  function show(file: Blob | null) {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  }

  return [url, show];
}

export { usePreviewUrl };
