import Autocomplete from "@mui/joy/Autocomplete";
import Button from "@mui/joy/Button";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import { Form, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type UIEvent } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../../contract/limits";
import type { AccountListItem } from "../../../../contract/wire/accounts";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useHydrated } from "~/components/grid/use-hydrated";
import { NativeSelectField } from "~/components/NativeSelect";
import { ACCOUNT_SEARCH_PARAM } from "../account-search";
import { ALL_ACCOUNTS, STATS_PARAMS, withParams } from "../url";

export const ACCOUNTS_RESOURCE = "/admin/statistics/accounts";

export interface AccountPickerProps {
  account?: string;
  accountName: string | null;
  /** The first page (filtered by the no-JS search). */
  accounts: AccountListItem[];
  total: number;
  search: string;
}

interface AccountsPage {
  clients: AccountListItem[];
  total: number;
  page: number;
}

const ALL: AccountListItem = { id: ALL_ACCOUNTS, name: "" };
/** Load the next page when the list is scrolled this close to its end (px). */
const SCROLL_SLACK_PX = 48;

/**
 * The admin account dropdown (spec 001 §2, §5): with JavaScript an autocomplete that pages the
 * clients list, loads the next page on scroll and searches names from 3 characters, debounced
 * 500 ms; without it a GET form with a search box and a select of the first page.
 */
export function AccountPicker(props: AccountPickerProps) {
  const hydrated = useHydrated();
  return hydrated ? <AccountAutocomplete {...props} /> : <AccountForm {...props} />;
}

function AccountForm({ account, accountName, accounts, search }: AccountPickerProps) {
  const { t } = useTranslation("statistics");
  const { search: query } = useLocation();
  const chosenMissing = account && account !== ALL_ACCOUNTS && !accounts.some((a) => a.id === account);
  return (
    <Form method="get">
      <CarriedParams search={query} exclude={[STATS_PARAMS.account, ACCOUNT_SEARCH_PARAM, STATS_PARAMS.entity, STATS_PARAMS.fullscreen]} />
      <Stack direction="row" spacing={1} alignItems="flex-end" useFlexGap flexWrap="wrap">
        <FormControl size="sm">
          <FormLabel>{t("account.search")}</FormLabel>
          <Input name={ACCOUNT_SEARCH_PARAM} defaultValue={search} type="search" />
          <FormHelperText>{t("account.search_hint", { min: DEBOUNCE.ACCOUNT_SEARCH_MIN_CHARS })}</FormHelperText>
        </FormControl>
        <NativeSelectField label={t("account.label")} name={STATS_PARAMS.account} defaultValue={account ?? ALL_ACCOUNTS}>
          <option value={ALL_ACCOUNTS}>{t("account.all")}</option>
          {chosenMissing && <option value={account}>{accountName ?? account}</option>}
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelectField>
        <Button type="submit" size="sm" variant="outlined">
          {t("account.choose")}
        </Button>
      </Stack>
    </Form>
  );
}

function AccountAutocomplete({ account, accountName, accounts, total }: AccountPickerProps) {
  const { t } = useTranslation("statistics");
  const { search: query } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<AccountsPage>();
  const [input, setInput] = useState("");
  const [term, setTerm] = useState("");
  const [pages, setPages] = useState<{ term: string; items: AccountListItem[]; total: number; page: number }>({ term: "", items: accounts, total, page: 1 });
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // A loaded page joins the list (page 1 of a new search replaces it).
  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle") return;
    setPages((prev) => ({
      term: prev.term,
      items: data.page === 1 ? data.clients : [...prev.items, ...data.clients.filter((c) => !prev.items.some((p) => p.id === c.id))],
      total: data.total,
      page: data.page,
    }));
  }, [fetcher.data, fetcher.state]);

  const load = (page: number, text: string) => fetcher.load(`${ACCOUNTS_RESOURCE}?page=${page}&${ACCOUNT_SEARCH_PARAM}=${encodeURIComponent(text)}`);

  function onInputChange(value: string) {
    setInput(value);
    clearTimeout(timer.current);
    const text = value.trim().length >= DEBOUNCE.ACCOUNT_SEARCH_MIN_CHARS ? value.trim() : "";
    if (text === term) return;
    timer.current = setTimeout(() => {
      setTerm(text);
      setPages((prev) => ({ ...prev, term: text }));
      load(1, text);
    }, DEBOUNCE.ACCOUNT_SEARCH_MS);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  function onScroll(event: UIEvent<HTMLElement>) {
    const el = event.currentTarget;
    const more = pages.items.length < pages.total;
    if (more && fetcher.state === "idle" && el.scrollTop + el.clientHeight >= el.scrollHeight - SCROLL_SLACK_PX) load(pages.page + 1, term);
  }

  const options = useMemo(() => [ALL, ...pages.items], [pages.items]);
  const value = account === ALL_ACCOUNTS ? ALL : account ? (pages.items.find((a) => a.id === account) ?? { id: account, name: accountName ?? account }) : null;
  return (
    <FormControl size="sm" sx={{ minWidth: 280 }}>
      <FormLabel>{t("account.label")}</FormLabel>
      <Autocomplete
        size="sm"
        placeholder={t("account.search")}
        options={options}
        value={value}
        inputValue={input}
        onInputChange={(_e, v, reason) => (reason === "input" ? onInputChange(v) : setInput(v))}
        getOptionLabel={(o) => (o.id === ALL_ACCOUNTS ? t("account.all") : o.name)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(o) => o}
        loading={fetcher.state !== "idle"}
        loadingText={t("account.loading")}
        noOptionsText={t("account.none")}
        onChange={(_e, chosen) => {
          if (chosen) navigate(withParams(query, { [STATS_PARAMS.account]: chosen.id, [STATS_PARAMS.entity]: null, [ACCOUNT_SEARCH_PARAM]: null, [STATS_PARAMS.fullscreen]: null }));
        }}
        slotProps={{ listbox: { onScroll, sx: { maxHeight: 320 } } }}
      />
      <FormHelperText>{t("account.more", { shown: pages.items.length, total: pages.total })}</FormHelperText>
    </FormControl>
  );
}
