import { useState } from "react";

/**
 * Local state that starts at `source` and is replaced when `source` changes (a new URL: links, the
 * back button), during render as React advises. Not by an effect: that also runs once after
 * hydration, and undid what a person typed just before it.
 */
export function useFollowingState<T>(source: T): [T, (next: T) => void] {
  const [state, setState] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (!Object.is(followed, source)) {
    setFollowed(source);
    setState(source);
  }
  return [state, setState];
}
