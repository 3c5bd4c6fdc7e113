/**
 * What Joy imports from the `@mui/base` index, and only that (tsconfig.json maps `@mui/base` here).
 *
 * esbuild splits code by file: a module that is used by any page lands in the chunks of every page
 * whose imports reach its file, used there or not. Joy's components import a helper from the
 * `@mui/base` index, which re-exports all of Base, so every page with a Joy Sheet, Button or Alert
 * shipped Base's autocomplete, select, slider, modal and popper code (about 16 KiB gzipped). Joy
 * takes three things from the index; the rest it imports from Base's own paths.
 *
 * The popper (Popper.js, about 7 KiB gzipped) is a chunk of its own, loaded when a Joy Tooltip first
 * opens: every signed-in page has one (the copy button's "Copied"), none shows it at first paint.
 * A closed, not kept-mounted popper renders nothing, as Base's own does.
 */
import type { PopperProps } from "@mui/base/Popper";
import { forwardRef, lazy, Suspense, type ForwardedRef } from "react";

export { unstable_composeClasses } from "@mui/base/composeClasses";
export { isHostComponent } from "@mui/base/utils";
export type { PopperProps };

const LazyPopper = lazy(() => import("@mui/base/Popper").then((m) => ({ default: m.Popper })));

export const Popper = forwardRef(function Popper(props: PopperProps, ref: ForwardedRef<HTMLDivElement>) {
  if (!props.open && !props.keepMounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyPopper {...props} ref={ref} />
    </Suspense>
  );
});
