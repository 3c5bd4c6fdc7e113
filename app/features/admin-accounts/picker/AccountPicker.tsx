import Autocomplete from "@mui/joy/Autocomplete";
import Button from "@mui/joy/Button";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../../contract/limits/debounce";
import type { AccountListItem } from "../../../../contract/wire/accounts";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useHydrated } from "~/components/grid/use-hydrated";
import { NativeSelectField } from "~/components/NativeSelect";
import { useFieldErrorText } from "~/components/form/FormField";
import { ACCOUNT_OPTIONS_PATH, ACCOUNT_SEARCH_PARAM, ALL_ACCOUNTS, type AccountOptions } from "./params";
import { joyScoped } from "~/components/joy/JoyScope";

/** Choose-and-go: choosing opens `hrefFor(id)` (statistics). */
export interface NavigateMode {
  hrefFor: (id: string) => string;
  /** Parameter name of the choice in the no-JS GET form. */
  name: string;
  /** Query parameters the no-JS GET form drops besides the choice and the search (e.g. the entity). */
  exclude: readonly string[];
}

/** A field of the enclosing form (the manual number's client): the chosen id is posted as `name`. */
export interface FieldMode {
  name: string;
  /** Field errors (message keys or the server's text). */
  errors?: readonly string[];
  required?: boolean;
  /** Without JavaScript the search submits the enclosing form with this intent (typed values stay). */
  searchIntent: { name: string; value: string };
  /** Called after a choice with JavaScript (e.g. to validate the field again). */
  onChosen?: () => void;
}

export interface AccountPickerProps {
  label: string;
  /** The chosen account id (ALL_ACCOUNTS for all), and its name when known. */
  value?: string;
  valueName?: string | null;
  /** The first page (filtered by the no-JS search). */
  options: AccountOptions;
  /** Offer "All accounts" first (statistics; the manual number needs one client). */
  allAccounts?: boolean;
  navigate?: NavigateMode;
  field?: FieldMode;
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
 * The admin account dropdown (docs/product.md#statistics, #admin), shared by the statistics screen and the manual
 * number: with JavaScript an autocomplete that pages the clients list, loads the next page on scroll
 * and searches names from 3 characters, debounced 500 ms; without it a search box and a select of
 * the first page (a GET form of its own, or part of the enclosing form).
 */
function UnscopedAccountPicker(props: AccountPickerProps) {
  const hydrated = useHydrated();
  if (hydrated) return <AccountAutocomplete {...props} />;
  return props.field ? <AccountFields {...props} field={props.field} /> : <AccountChoiceForm {...props} />;
}

/** The no-JS search box and select (names: the search parameter, and the choice). */
function SearchAndSelect({
  label,
  value,
  valueName,
  options,
  allAccounts,
  name,
  errors,
  required,
  searchButton,
}: AccountPickerProps & { name: string; errors?: string[]; required?: boolean; searchButton?: ReactNode }) {
  const { t } = useTranslation("admin-accounts");
  const errorId = useId();
  const chosenMissing = value && value !== ALL_ACCOUNTS && !options.accounts.some((a) => a.id === value);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="flex-end" useFlexGap flexWrap="wrap">
        <FormControl size="sm">
          <FormLabel>{t("picker.search")}</FormLabel>
          <Input name={ACCOUNT_SEARCH_PARAM} defaultValue={options.search} type="search" />
          <FormHelperText>{t("picker.search_hint", { min: DEBOUNCE.ACCOUNT_SEARCH_MIN_CHARS })}</FormHelperText>
        </FormControl>
        {searchButton}
      </Stack>
      <div>
        <NativeSelectField
          label={label}
          name={name}
          defaultValue={value ?? (allAccounts ? ALL_ACCOUNTS : "")}
          required={required}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
        >
          {allAccounts ? (
            <option value={ALL_ACCOUNTS}>{t("picker.all")}</option>
          ) : (
            <option value="">{t("picker.choose_placeholder")}</option>
          )}
          {chosenMissing && <option value={value}>{valueName ?? value}</option>}
          {options.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelectField>
        {errors?.length ? (
          <FormHelperText id={errorId} sx={{ color: "danger.plainColor", mt: 0.5 }}>
            {errors.join(" ")}
          </FormHelperText>
        ) : null}
      </div>
    </Stack>
  );
}

/** Without JavaScript, choose-and-go: a GET form carrying the rest of the page's query. */
function AccountChoiceForm(props: AccountPickerProps) {
  const { t } = useTranslation("admin-accounts");
  const { search: query } = useLocation();
  const name = props.navigate?.name ?? "account";
  return (
    <Form method="get">
      <CarriedParams search={query} exclude={[name, ACCOUNT_SEARCH_PARAM, ...(props.navigate?.exclude ?? [])]} />
      <Stack direction="row" spacing={1} alignItems="flex-end" useFlexGap flexWrap="wrap">
        <SearchAndSelect {...props} name={name} />
        <Button type="submit" size="sm" variant="outlined">
          {t("picker.choose")}
        </Button>
      </Stack>
    </Form>
  );
}

/** Without JavaScript, in a form: the search submits the form with the field's search intent. */
function AccountFields(props: AccountPickerProps & { field: FieldMode }) {
  const { t } = useTranslation("admin-accounts");
  const text = useFieldErrorText();
  const { field } = props;
  return (
    <SearchAndSelect
      {...props}
      name={field.name}
      required={field.required}
      errors={field.errors?.map((e) => text(e, props.label))}
      searchButton={
        <Button
          type="submit"
          name={field.searchIntent.name}
          value={field.searchIntent.value}
          formNoValidate
          size="sm"
          variant="outlined"
          sx={{ mb: 3 }}
        >
          {t("picker.find")}
        </Button>
      }
    />
  );
}

function AccountAutocomplete({
  label,
  value,
  valueName,
  options: first,
  allAccounts,
  navigate: go,
  field,
}: AccountPickerProps) {
  const { t } = useTranslation("admin-accounts");
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const fetcher = useFetcher<AccountsPage>();
  const [input, setInput] = useState("");
  const [term, setTerm] = useState("");
  const [pages, setPages] = useState<{ items: AccountListItem[]; total: number; page: number }>({
    items: first.accounts,
    total: first.total,
    page: 1,
  });
  const named = (id: string | undefined): AccountListItem | null =>
    id === ALL_ACCOUNTS ? ALL : id ? (pages.items.find((a) => a.id === id) ?? { id, name: valueName ?? id }) : null;
  const [chosen, setChosen] = useState<AccountListItem | null>(() => named(value));
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const chosenByUser = useRef(false);

  // The page's choice changed (choose-and-go navigated, or the server answered): follow it.
  useEffect(() => {
    if (value !== undefined)
      setChosen((prev) =>
        prev?.id === value ? prev : { id: value, name: value === ALL_ACCOUNTS ? "" : (valueName ?? value) },
      );
  }, [value, valueName]);

  // A loaded page joins the list (page 1 of a new search replaces it).
  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle") return;
    setPages((prev) => ({
      items:
        data.page === 1
          ? data.clients
          : [...prev.items, ...data.clients.filter((c) => !prev.items.some((p) => p.id === c.id))],
      total: data.total,
      page: data.page,
    }));
  }, [fetcher.data, fetcher.state]);

  // The hidden field holds the new id once rendered: then the form may look at it again.
  const onChosen = field?.onChosen;
  useEffect(() => {
    if (!chosenByUser.current) return;
    chosenByUser.current = false;
    onChosen?.();
  }, [chosen, onChosen]);

  const load = (page: number, text: string) =>
    fetcher.load(`${ACCOUNT_OPTIONS_PATH}?page=${page}&${ACCOUNT_SEARCH_PARAM}=${encodeURIComponent(text)}`);

  function onInputChange(text: string) {
    setInput(text);
    clearTimeout(timer.current);
    const search = text.trim().length >= DEBOUNCE.ACCOUNT_SEARCH_MIN_CHARS ? text.trim() : "";
    if (search === term) return;
    timer.current = setTimeout(() => {
      setTerm(search);
      load(1, search);
    }, DEBOUNCE.ACCOUNT_SEARCH_MS);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  // Joy's Autocomplete drops event handlers given to its listbox slot: listen on the element itself.
  const onScroll = useRef<(el: HTMLElement) => void>();
  onScroll.current = (el) => {
    const more = pages.items.length < pages.total;
    if (more && fetcher.state === "idle" && el.scrollTop + el.clientHeight >= el.scrollHeight - SCROLL_SLACK_PX)
      load(pages.page + 1, term);
  };
  const detach = useRef<() => void>();
  const listbox = useRef<{ el: HTMLElement; scrollTop: number } | null>(null);
  const listboxRef = useCallback((el: HTMLElement | null) => {
    detach.current?.();
    detach.current = undefined;
    listbox.current = el ? { el, scrollTop: 0 } : null;
    if (!el) return;
    const listener = () => {
      if (listbox.current) listbox.current.scrollTop = el.scrollTop;
      onScroll.current?.(el);
    };
    el.addEventListener("scroll", listener, { passive: true });
    detach.current = () => el.removeEventListener("scroll", listener);
  }, []);
  // New options make the Autocomplete scroll its list to the top; a next page keeps the reader's place.
  useEffect(() => {
    if (pages.page > 1 && listbox.current) listbox.current.el.scrollTop = listbox.current.scrollTop;
  }, [pages]);

  const options = useMemo(() => (allAccounts ? [ALL, ...pages.items] : pages.items), [allAccounts, pages.items]);
  const errors = field?.errors?.map((e) => errorText(e, label)) ?? [];
  const more = t("picker.more", { shown: pages.items.length, total: pages.total });
  return (
    <FormControl size="sm" sx={{ minWidth: 280 }} error={errors.length > 0} required={field?.required}>
      <FormLabel>{label}</FormLabel>
      <Autocomplete
        size="sm"
        placeholder={t("picker.search")}
        options={options}
        value={chosen}
        inputValue={input}
        onInputChange={(_e, v, reason) => (reason === "input" ? onInputChange(v) : setInput(v))}
        getOptionLabel={(o) => (o.id === ALL_ACCOUNTS ? t("picker.all") : o.name)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(o) => o}
        loading={fetcher.state !== "idle"}
        loadingText={t("picker.loading")}
        noOptionsText={t("picker.none")}
        onChange={(_e, next) => {
          if (!next) return;
          chosenByUser.current = true;
          setChosen(next);
          if (go) navigate(go.hrefFor(next.id));
        }}
        // Above a dialog: the route dialogs render in place (no portal), so Joy's own rule that lifts a
        // portalled listbox above a modal (a sibling of the modal's portal) does not reach this one.
        slotProps={{
          listbox: {
            ref: listboxRef,
            sx: { maxHeight: 320, zIndex: (theme) => `calc(${theme.vars.zIndex.modal} + 1)` },
          },
        }}
      />
      {field && <input type="hidden" name={field.name} value={chosen?.id ?? ""} />}
      {/* The error describes the field; how many accounts are loaded shows under it either way. */}
      {errors.length > 0 && <FormHelperText>{errors.join(" ")}</FormHelperText>}
      {errors.length > 0 ? (
        <Typography level="body-xs" sx={{ mt: 0.5 }}>
          {more}
        </Typography>
      ) : (
        <FormHelperText>{more}</FormHelperText>
      )}
    </FormControl>
  );
}

/** With Joy's theme: an island of a plain route, statistics (components/joy/JoyScope.tsx). */
export const AccountPicker = joyScoped(UnscopedAccountPicker);
