/** Where the identity provider is mounted: its protocol endpoints, pages and their brand assets. */
export const IDP_MOUNT_PATH = "/idp";
