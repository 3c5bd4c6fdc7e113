import { carriedParams } from "~/features/grid/url-state";

/** Hidden inputs repeating the current query (minus `exclude`), so a GET form changes one thing only. */
export function CarriedParams({ search, exclude }: { search: string; exclude: readonly string[] }) {
  return (
    <>
      {carriedParams(search, exclude).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
