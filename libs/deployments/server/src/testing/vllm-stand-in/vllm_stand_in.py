"""A stand-in for vLLM 0.8.5's OpenAI-compatible server (`python -m vllm.entrypoints.openai.api_server`), for tests.

The pod start script `exec`s this module in place of vLLM's. It behaves as the pinned image's vLLM does where the
platform depends on it, and nowhere else:

- its arguments are parsed with argparse as vLLM declares them (the flags the platform may pass, with vLLM's types and
  choices); an unknown flag or a bad value exits with argparse's usage error, as vLLM's parser does;
- `VLLM_API_KEY` guards every `/v1` path (401 `{"error": "Unauthorized"}` without `Authorization: Bearer <key>`);
- the port is bound at once but accepts connections only once the model is loaded (vLLM binds its socket before it
  builds the engine), so a client is refused until then; loading lasts until the file named by
  `VLLM_STAND_IN_LOADED_WHEN` exists, or not at all when that is unset;
- a base model named by hub id is "downloaded" from `VLLM_STAND_IN_HUB` (`<dir>/<org>/<name>/`): a repository with a
  `.gated` file opens only to `HF_TOKEN` (or the older `HUGGING_FACE_HUB_TOKEN`) equal to that file's text, else it
  exits with huggingface_hub's GatedRepoError;
- on a GPU below compute capability 8.0 (`VLLM_STAND_IN_COMPUTE_CAPABILITY`, default 8.0) a bfloat16 model served
  with `--dtype auto` exits with vLLM's Bfloat16 error;
- `POST /v1/chat/completions` answers 400 with vLLM's error when neither `--chat-template` nor the tokenizer in use
  (the LoRA adapter's own when its folder has one, else the base model's) has a chat template.

Standard library only: the test runs it in this machine's python3.
"""

import argparse
import json
import os
import socketserver
import sys
import time
import uuid
from http.server import BaseHTTPRequestHandler, HTTPServer

# vLLM 0.8.5's LoRAConfig: the ranks --max-lora-rank may take.
LORA_RANKS = (8, 16, 32, 64, 128, 256, 320, 512)
DTYPES = ["auto", "half", "float16", "bfloat16", "float", "float32"]
NO_TEMPLATE = (
    "As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat template if the "
    "tokenizer does not define one."
)


def lora_module(value):
    """vLLM's LoRAParserAction for the `name=path` form."""
    name, separator, path = value.partition("=")
    if not separator or not name or not path or "=" in path:
        raise argparse.ArgumentTypeError(f"Invalid format for LoRA module: {value}")
    return name, path


def parse_arguments(argv):
    parser = argparse.ArgumentParser(prog="vllm.entrypoints.openai.api_server")
    parser.add_argument("--model", type=str, default="facebook/opt-125m")
    parser.add_argument("--served-model-name", nargs="+", default=None)
    parser.add_argument("--host", type=str, default=None)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--api-key", type=str, default=None)
    parser.add_argument("--tensor-parallel-size", "-tp", type=int, default=1)
    parser.add_argument("--dtype", type=str, default="auto", choices=DTYPES)
    parser.add_argument("--chat-template", type=str, default=None)
    parser.add_argument("--enable-lora", action="store_true")
    parser.add_argument("--lora-modules", type=lora_module, nargs="+", default=None)
    parser.add_argument("--max-lora-rank", type=int, default=16)
    return parser.parse_args(argv)


def fail(message):
    """vLLM dies with a traceback whose last line says why; the pod's log shows it."""
    print(message, file=sys.stderr, flush=True)
    sys.exit(1)


def read_json(path):
    try:
        with open(path) as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


def model_folder(model):
    """A local folder as it is; a hub id from the stand-in hub, as vLLM's download would fetch it."""
    if os.path.isdir(model):
        return model
    folder = os.path.join(os.environ.get("VLLM_STAND_IN_HUB", ""), *model.split("/"))
    if not os.path.isdir(folder):
        fail(f"huggingface_hub.errors.RepositoryNotFoundError: 404 Client Error. Repository Not Found for url: "
             f"https://huggingface.co/{model}/resolve/main/config.json.")
    gate = os.path.join(folder, ".gated")
    if os.path.exists(gate):
        with open(gate) as file:
            wanted = file.read().strip()
        token = os.environ.get("HF_TOKEN") or os.environ.get("HUGGING_FACE_HUB_TOKEN")
        if token != wanted:
            fail(f"huggingface_hub.errors.GatedRepoError: 401 Client Error.\n\nCannot access gated repo for url "
                 f"https://huggingface.co/{model}/resolve/main/config.json.\nAccess to model {model} is restricted. "
                 f"You must have access to it and be authenticated to access it. Please log in.")
    return folder


def check_dtype(dtype, config):
    """vLLM's `auto` keeps a bfloat16 checkpoint in bfloat16, which GPUs below compute capability 8.0 cannot run."""
    capability = float(os.environ.get("VLLM_STAND_IN_COMPUTE_CAPABILITY", "8.0"))
    resolved = config.get("torch_dtype") if dtype == "auto" else dtype
    if resolved == "bfloat16" and capability < 8.0:
        fail("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla "
             f"V100-SXM2-16GB GPU has compute capability {capability}. You can use float16 instead by explicitly "
             "setting the `dtype` flag in CLI, for example: --dtype=half.")


def has_chat_template(folder):
    config = read_json(os.path.join(folder, "tokenizer_config.json")) or {}
    return bool(config.get("chat_template")) or os.path.exists(os.path.join(folder, "chat_template.jinja"))


class Served:
    """What the server serves once loaded: the base model under its name, and LoRA adapters under theirs."""

    def __init__(self, args):
        self.args = args
        self.base_folder = model_folder(args.model)
        config = read_json(os.path.join(self.base_folder, "config.json"))
        if not config:
            fail(f"ValueError: No config.json in {args.model}: vLLM cannot load it.")
        check_dtype(args.dtype, config)
        self.base_name = (args.served_model_name or [args.model])[0]
        self.loras = {}
        if args.lora_modules and not args.enable_lora:
            fail("ValueError: LoRA modules were given but LoRA is not enabled (--enable-lora).")
        if args.max_lora_rank not in LORA_RANKS:
            fail(f"ValueError: max_lora_rank ({args.max_lora_rank}) must be one of {LORA_RANKS}.")
        for name, path in args.lora_modules or []:
            adapter = read_json(os.path.join(path, "adapter_config.json")) or {}
            if int(adapter.get("r", 8)) > args.max_lora_rank:
                fail(f"ValueError: LoRA rank {adapter.get('r')} is greater than max_lora_rank {args.max_lora_rank}.")
            self.loras[name] = path

    def models(self):
        created = int(time.time())
        base = {"id": self.base_name, "object": "model", "created": created, "owned_by": "vllm",
                "root": self.args.model, "parent": None}
        loras = [{"id": name, "object": "model", "created": created, "owned_by": "vllm", "root": path,
                  "parent": self.base_name} for name, path in self.loras.items()]
        return {"object": "list", "data": [base, *loras]}

    def template_source(self, model):
        """Which chat template vLLM would apply: the server's, the adapter's tokenizer's, or the base model's."""
        if self.args.chat_template:
            return "server"
        lora = self.loras.get(model)
        if lora and os.path.exists(os.path.join(lora, "tokenizer_config.json")):
            return "adapter" if has_chat_template(lora) else None
        return "model" if has_chat_template(self.base_folder) else None


def error(code, kind, message):
    return code, {"object": "error", "message": message, "type": kind, "param": None, "code": code}


class Handler(BaseHTTPRequestHandler):
    served = None
    token = None

    def log_message(self, format, *args):
        pass

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def authorised(self):
        if not self.path.startswith("/v1") or not self.token:
            return True
        if self.headers.get("Authorization") == "Bearer " + self.token:
            return True
        self.reply(401, {"error": "Unauthorized"})
        return False

    def do_GET(self):
        if not self.authorised():
            return
        if self.path == "/health":
            self.send_response(200)
            self.send_header("content-length", "0")
            self.end_headers()
        elif self.path == "/v1/models":
            self.reply(200, self.served.models())
        else:
            self.reply(404, {"detail": "Not Found"})

    def do_POST(self):
        if not self.authorised():
            return
        if self.path != "/v1/chat/completions":
            self.reply(404, {"detail": "Not Found"})
            return
        length = int(self.headers.get("content-length") or 0)
        try:
            request = json.loads(self.rfile.read(length) or b"null")
        except ValueError:
            request = None
        self.reply(*self.chat(request))

    def chat(self, request):
        if not isinstance(request, dict) or not isinstance(request.get("messages"), list) or not request["messages"]:
            return error(400, "BadRequestError", "messages: Field required")
        model = request.get("model")
        if model != self.served.base_name and model not in self.served.loras:
            return error(404, "NotFoundError", f"The model `{model}` does not exist.")
        source = self.served.template_source(model)
        if source is None:
            return error(400, "BadRequestError", NO_TEMPLATE)
        content = f"[vLLM stand-in] {model}, with the {source} chat template"
        return 200, {
            "id": "chatcmpl-" + uuid.uuid4().hex,
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content, "tool_calls": []},
                         "logprobs": None, "finish_reason": "stop", "stop_reason": None}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }


class Server(socketserver.ThreadingMixIn, HTTPServer):
    daemon_threads = True


def main():
    args = parse_arguments(sys.argv[1:])
    print("args:", json.dumps(sys.argv[1:]), flush=True)
    server = Server((args.host or "127.0.0.1", args.port), Handler, bind_and_activate=False)
    server.server_bind()
    print("bound port", server.server_address[1], flush=True)
    loaded_when = os.environ.get("VLLM_STAND_IN_LOADED_WHEN")
    while loaded_when and not os.path.exists(loaded_when):
        time.sleep(0.05)
    Handler.served = Served(args)
    Handler.token = os.environ.get("VLLM_API_KEY") or args.api_key
    server.server_activate()
    print("Uvicorn running", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
