/** Static brand files (docs/product.md#theme "static files under /assets/brand/images and animations under /assets/brand/animations"). */
export const BRAND_ASSETS = {
  IMAGES_PATH: "/assets/brand/images",
  ANIMATIONS_PATH: "/assets/brand/animations",
} as const;
