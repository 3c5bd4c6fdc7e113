import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import type { MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { BRAND_NAME, BrandLogo } from "~/components/BrandLogo";

export const meta: MetaFunction = () => [{ title: `Sign in · ${BRAND_NAME}` }];

/** Two panes: the brand side (wide screens only) and the sign-in form. */
function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", gridTemplateColumns: { xs: "1fr", md: "minmax(0, 5fr) minmax(0, 4fr)" } }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: "none", md: "flex" },
          flexDirection: "column",
          justifyContent: "space-between",
          p: 6,
          color: "#FFFFFF",
          backgroundImage: "url(/assets/brand/images/landing-background.svg)",
          backgroundSize: "cover",
          backgroundPosition: "center",
        }}
      >
        <BrandLogo tone="white" height={40} />
        <Box sx={{ maxWidth: 520 }}>
          <img src="/assets/brand/images/intro.svg" alt="" width={480} height={320} style={{ maxWidth: "100%", height: "auto" }} />
          <Typography level="h2" component="p" sx={{ color: "inherit", mt: 4, fontWeight: "xl" }}>
            Connect bots and AI agents to every voice channel.
          </Typography>
          <Typography level="body-lg" sx={{ color: "rgba(255, 255, 255, 0.85)", mt: 1.5 }}>
            Phone numbers, SIP trunks, contact centers, Teams and WhatsApp, with live call history and statistics.
          </Typography>
        </Box>
        <Typography level="body-sm" sx={{ color: "rgba(255, 255, 255, 0.7)" }}>
          © {BRAND_NAME}
        </Typography>
      </Box>
      <Box component="main" sx={{ display: "flex", alignItems: "center", justifyContent: "center", p: { xs: 3, sm: 6 } }}>
        <Box sx={{ width: "100%", maxWidth: 400 }}>{children}</Box>
      </Box>
    </Box>
  );
}

export default function LoginPage() {
  return (
    <LoginLayout>
      <Box sx={{ display: { xs: "block", md: "none" }, mb: 4 }}>
        <BrandLogo height={40} />
      </Box>
      <Typography level="h2" component="h1" sx={{ mb: 0.5 }}>
        Sign in
      </Typography>
      <Typography level="body-md" sx={{ mb: 4, color: "text.secondary" }}>
        Welcome back. Sign in with your e-mail and password.
      </Typography>
      <Form method="post" noValidate={false}>
        <Stack spacing={2.5}>
          <FormControl required>
            <FormLabel>E-mail</FormLabel>
            <Input name="email" type="email" autoComplete="username" autoFocus size="lg" />
          </FormControl>
          <FormControl required>
            <FormLabel>Password</FormLabel>
            <Input name="password" type="password" autoComplete="current-password" size="lg" />
          </FormControl>
          <Button type="submit" size="lg" fullWidth>
            Sign in
          </Button>
        </Stack>
      </Form>
    </LoginLayout>
  );
}
