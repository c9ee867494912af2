/** Injection token of the AppConfig (provided globally by AppModule.forRoot). Kept apart from app.module.ts to avoid import cycles. */
export const APP_CONFIG = Symbol('APP_CONFIG');
