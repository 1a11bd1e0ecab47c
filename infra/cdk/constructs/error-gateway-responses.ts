import * as apigw from 'aws-cdk-lib/aws-apigateway';
import { ERROR_CODES } from '@shared/api/error-payload';
import { DEFAULT_LANGUAGE } from '@shared/constants/spec';
import { translate, type MessageKey } from '../../../functions/lib/messages';

/**
 * The answers API Gateway gives by itself (no token, denied, unknown path, throttled, authorizer down)
 * carry the same error payload as the handlers', so the SPA shows one kind of error everywhere.
 * Gateway responses cannot see the caller's language: they speak the default one.
 */
function payload(code: string, message: string): string {
  return `{"code":${code},"rqUid":"$context.requestId","files":null,"message":${message},"debugMessage":null}`;
}

const known = (code: string, key: MessageKey): string =>
  payload(JSON.stringify(code), JSON.stringify(translate(DEFAULT_LANGUAGE, key)));

/** API Gateway's own type and English text, for the rarer cases (429, 413...). */
const GATEWAY_OWN = payload('"$context.error.responseType"', '$context.error.messageString');

interface ErrorResponse {
  readonly type: apigw.ResponseType;
  readonly statusCode?: string;
  readonly template: string;
}

export const ERROR_GATEWAY_RESPONSES: Record<string, ErrorResponse> = {
  Unauthorized: {
    type: apigw.ResponseType.UNAUTHORIZED,
    template: known(ERROR_CODES.UNAUTHORIZED, 'error.unauthorized'),
  },
  AccessDenied: {
    type: apigw.ResponseType.ACCESS_DENIED,
    template: known(ERROR_CODES.FORBIDDEN, 'error.forbidden'),
  },
  // API Gateway answers a path it does not know with 403 "Missing Authentication Token": it is a 404.
  UnknownPath: {
    type: apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN,
    statusCode: '404',
    template: known(ERROR_CODES.NOT_FOUND, 'error.notFound'),
  },
  Default4xx: { type: apigw.ResponseType.DEFAULT_4XX, template: GATEWAY_OWN },
  Default5xx: {
    type: apigw.ResponseType.DEFAULT_5XX,
    template: known(ERROR_CODES.INTERNAL, 'error.internal'),
  },
};

export function addErrorGatewayResponses(api: apigw.RestApi): void {
  for (const [id, response] of Object.entries(ERROR_GATEWAY_RESPONSES)) {
    api.addGatewayResponse(id, {
      type: response.type,
      statusCode: response.statusCode,
      responseHeaders: { 'Cache-Control': "'no-store'" },
      templates: { 'application/json': response.template },
    });
  }
}
