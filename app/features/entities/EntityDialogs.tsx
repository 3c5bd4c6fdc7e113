import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { ConfirmDialog } from "~/components/grid/ConfirmDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { CONTINUE_INTENT, listPath, type EntityMode, type EntityResource } from "./resource";

/** The form modes of docs/product.md#form-modes "Form modes: Create, Update, ReadOnly". */
export type EntityFormMode = "create" | "edit" | "view";

/**
 * One conform form of an entity dialog: the same zod schema checks the fields in the browser (on blur,
 * then as they change) and on the server; a refused or "Continue" submission comes back with what was
 * typed.
 */
export function useEntityForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  defaultValue: Record<string, unknown>,
) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  return useForm<z.input<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: defaultValue as never,
  });
}

/**
 * The dialog of a nested route (create, edit, view): open whenever the route renders, its form a plain
 * POST to the route's own action. View mode has no form controls to send and only a Close. With
 * `continueLabel`, a "Continue" button (shown without JavaScript) re-renders the form with the fields
 * the chosen options take; with JavaScript the fields follow the choices as they change. Enter in a
 * field saves (a hidden default button comes first), whatever submit buttons the fields hold.
 */
export function EntityFormDialog({
  resource,
  mode,
  screen = "portal",
  form,
  children,
  hasContinue = false,
  planRequired = false,
  width = 640,
  encType,
  closeHref,
  outside,
}: {
  resource: EntityResource;
  mode: EntityFormMode;
  screen?: EntityMode;
  form: FormMetadata<Record<string, unknown>, string[]>;
  children: ReactNode;
  hasContinue?: boolean;
  /** The account's plan cannot create these (Essential-only entities on a trial): the notice above the form. */
  planRequired?: boolean;
  width?: number;
  /** multipart/form-data for a form with a file input (resource.uploads). */
  encType?: "multipart/form-data";
  /** Where Cancel and closing lead when the dialog is a step of another flow (a launch wizard's), not the list's. */
  closeHref?: string;
  /**
   * Forms of the record's own actions (a number's test call), outside the record's form: a button
   * among the fields names one with its `form` attribute, so the record's form (and its validation)
   * is not the one sent.
   */
  outside?: ReactNode;
}) {
  const { t } = useTranslation([resource.ns, "common", "messages"]);
  const navigation = useNavigation();
  const { search } = useLocation();
  const close = closeHref ?? `${listPath(resource, screen)}${search}`;
  const submitting = navigation.state === "submitting";
  const readOnly = mode === "view";
  return (
    <RouteDialog title={t(`${resource.ns}:dialog.title.${mode}`)} closeHref={close} width={width}>
      <Form method="post" preventScrollReset encType={encType} {...getFormProps(form)}>
        {/*
          The form's default button, first in it: Enter in a field saves, never a submit button among
          the fields (a list's "Add" or "Remove", which are conform's intent buttons).
        */}
        {!readOnly && <button type="submit" hidden tabIndex={-1} />}
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            {planRequired && (
              <Alert color="warning" variant="soft" role="status">
                {t("messages:warning_essential_plan_required")}
              </Alert>
            )}
            {!readOnly && hasContinue && (
              <noscript>
                <Alert color="neutral" variant="soft" size="sm">
                  {t(`${resource.ns}:continue_hint`)}
                </Alert>
              </noscript>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {!readOnly && (
            <Button type="submit" loading={submitting} disabled={submitting}>
              {t(mode === "create" ? `${resource.ns}:dialog.create` : "common:actions.save")}
            </Button>
          )}
          {!readOnly && hasContinue && (
            <noscript>
              <Button
                type="submit"
                name="intent"
                value={CONTINUE_INTENT}
                variant="outlined"
                color="neutral"
                formNoValidate
              >
                {t("common:actions.continue")}
              </Button>
            </noscript>
          )}
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t(readOnly ? "common:actions.close" : "common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
      {outside}
    </RouteDialog>
  );
}

/**
 * Delete behind a danger confirmation (docs/product.md#data-grid): its loader answers { name } (the admin screen's:
 * { id, name, accountName }); its form posts without JavaScript. The admin screen's form names the
 * record (entityAdminDeleteAction).
 */
export function EntityDeleteDialog({ resource, screen = "portal" }: { resource: EntityResource; screen?: EntityMode }) {
  const { t } = useTranslation([resource.ns, "common"]);
  const { name, id, accountName } = useLoaderData<{ name: string; id?: string; accountName?: string | null }>();
  const { search } = useLocation();
  const navigation = useNavigation();
  return (
    <ConfirmDialog
      severity="danger"
      title={t(`${resource.ns}:delete.title`)}
      description={t(`${resource.ns}:delete.description`, { name, account: accountName ?? "" })}
      confirmLabel={t("common:actions.delete")}
      cancelHref={`${listPath(resource, screen)}${search}`}
      pending={navigation.state === "submitting"}
    >
      {screen === "admin" && id !== undefined && <input type="hidden" name="confirm" value={id} />}
    </ConfirmDialog>
  );
}
