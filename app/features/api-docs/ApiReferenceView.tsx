import Box from "@mui/joy/Box";
import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import { PublicPageFrame } from "~/components/PublicPageFrame";
import { READING_SX } from "~/components/reading-styles";
import { ReadingNav } from "~/components/ReadingNav";
import { OPENAPI_DOCUMENT_PATH, USER_GUIDE_PATH } from "../../../contract/help-links";
import type { BodyView, FieldRow, OperationView, ReferenceView } from "./reference-view.server";

/** Colours of the method badges: reads in the primary colour, writes in the warning one, deletes in danger's. */
const METHOD_COLORS: Record<string, string> = {
  GET: "primary",
  POST: "success",
  PATCH: "warning",
  PUT: "warning",
  DELETE: "danger",
};

function FieldTable({ label, rows, withIn }: { label: string; rows: FieldRow[]; withIn?: boolean }) {
  const { t } = useTranslation("help");
  return (
    <table className="vc-fields" aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className="vc-col-name">
            {t(withIn ? "api.page.columns.name" : "api.page.columns.field")}
          </th>
          {withIn ? (
            <th scope="col" className="vc-col-in">
              {t("api.page.columns.in")}
            </th>
          ) : null}
          <th scope="col" className="vc-col-type">
            {t("api.page.columns.type")}
          </th>
          <th scope="col" className="vc-col-required">
            {t("api.page.columns.required")}
          </th>
          <th scope="col">{t("api.page.columns.description")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.in ?? ""}:${row.name}`}>
            <td>
              <code>{row.name}</code>
            </td>
            {withIn ? <td>{row.in}</td> : null}
            <td>
              <code>{row.type}</code>
            </td>
            <td>{t(row.required ? "api.page.required_yes" : "api.page.required_no")}</td>
            <td>{row.notes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A body: its schema's name and its fields, or each variant of a union. */
function Body({ label, body }: { label: string; body: BodyView }) {
  const { t } = useTranslation("help");
  if (body.variants.length > 0) {
    return (
      <>
        <p>{t("api.page.one_of")}</p>
        {body.variants.map((variant, index) => (
          <Body key={index} label={`${label}, ${t("api.page.variant", { number: index + 1 })}`} body={variant} />
        ))}
      </>
    );
  }
  return (
    <>
      <p>{body.schemaName ? t("api.page.schema", { name: body.schemaName }) : <code>{body.type}</code>}</p>
      {body.fields.length > 0 ? <FieldTable label={label} rows={body.fields} /> : null}
    </>
  );
}

function Operation({ operation }: { operation: OperationView }) {
  const { t } = useTranslation("help");
  const heading = `${operation.id}-title`;
  const name = `${operation.method} ${operation.path}`;
  return (
    <section id={operation.id} aria-labelledby={heading}>
      <h3 id={heading}>
        <Box
          component="span"
          sx={{
            display: "inline-block",
            minWidth: 64,
            mr: 1,
            px: 1,
            borderRadius: "xs",
            fontSize: "sm",
            textAlign: "center",
            bgcolor: `${METHOD_COLORS[operation.method] ?? "neutral"}.softBg`,
            color: `${METHOD_COLORS[operation.method] ?? "neutral"}.softColor`,
          }}
        >
          {operation.method}
        </Box>{" "}
        <code>{operation.path}</code>
      </h3>
      <p>
        <strong>{operation.summary}</strong>
        {operation.description ? ` ${operation.description}` : ""}
        {operation.isPublic ? ` ${t("api.page.no_token")}` : ""}
      </p>
      {operation.parameters.length > 0 ? (
        <>
          <h4>{t("api.page.parameters")}</h4>
          <FieldTable label={`${t("api.page.parameters")}: ${name}`} rows={operation.parameters} withIn />
        </>
      ) : null}
      {operation.requestBody ? (
        <>
          <h4>{t("api.page.request_body")}</h4>
          <Body label={`${t("api.page.request_body")}: ${name}`} body={operation.requestBody} />
        </>
      ) : null}
      <h4>{t("api.page.responses")}</h4>
      {operation.responses.map((response) => (
        <div key={response.status}>
          <h5>
            <code>{response.status}</code> {response.description}
          </h5>
          {response.body ? (
            <Body label={`${t("api.page.responses")} ${response.status}: ${name}`} body={response.body} />
          ) : null}
        </div>
      ))}
    </section>
  );
}

/**
 * The REST API reference as a page (docs/features/shell.md "REST API reference"): how to
 * authenticate and query lists, then every endpoint by area, each with its method, path, summary,
 * parameters, request body and answers as field tables; the areas in the navigation column.
 */
export function ApiReferenceView({
  brandName,
  view,
  loginPath,
  tokenPath,
}: {
  brandName: string;
  view: ReferenceView;
  loginPath: string;
  tokenPath: string;
}) {
  const { t } = useTranslation("help");
  return (
    <PublicPageFrame
      homeLabel={t("frame.home_link", { brand: brandName })}
      maxWidth={1040}
      nav={
        <ReadingNav
          label={t("api.page.contents")}
          links={[
            { href: "#vc-api-authentication", text: t("api.page.authentication") },
            { href: "#vc-api-lists", text: t("api.page.lists") },
            ...view.tags.map((tag) => ({ href: `#${tag.id}`, text: tag.name })),
          ]}
          more={[
            { href: OPENAPI_DOCUMENT_PATH, text: t("api.page.openapi_link") },
            { href: USER_GUIDE_PATH, text: t("frame.user_guide") },
            { href: "/login", text: t("frame.sign_in") },
          ]}
        />
      }
    >
      <Box component="article" sx={READING_SX}>
        <Typography level="h1" sx={{ fontSize: "xl3", mb: 1 }}>
          {t("api.page.title")}
        </Typography>
        <p>
          {t("api.page.version", { title: view.title, version: view.version })} {t("api.page.intro")}{" "}
          <a href={OPENAPI_DOCUMENT_PATH}>{t("api.page.openapi_link")}</a>.
        </p>
        <h2 id="vc-api-authentication">{t("api.page.authentication")}</h2>
        <p>{t("api.page.authentication_text", { login: loginPath, token: tokenPath })}</p>
        <h2 id="vc-api-lists">{t("api.page.lists")}</h2>
        <p>{t("api.page.lists_text")}</p>
        {view.tags.map((tag) => (
          <section key={tag.id} id={tag.id} aria-labelledby={`${tag.id}-title`}>
            <h2 id={`${tag.id}-title`}>{tag.name}</h2>
            {tag.operations.map((operation) => (
              <Operation key={operation.id} operation={operation} />
            ))}
          </section>
        ))}
      </Box>
    </PublicPageFrame>
  );
}
