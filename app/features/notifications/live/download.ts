import { notificationDownloadPath } from "../paths";

/**
 * Saves a download notification's file through the console's download route (which checks that the
 * notification is the user's and fetches the platform with the user's own token). Fetched rather
 * than navigated to, so a failure is known and shown as the spec's toast instead of saving an error
 * page as the file. Resolves false when the file could not be fetched.
 */
export async function downloadNotificationFile(id: string, fileName: string): Promise<boolean> {
  let blob: Blob;
  try {
    const res = await fetch(notificationDownloadPath(id), {
      headers: { Accept: "*/*" },
      credentials: "same-origin",
      redirect: "manual",
    });
    if (!res.ok) return false;
    blob = await res.blob();
  } catch {
    return false;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
