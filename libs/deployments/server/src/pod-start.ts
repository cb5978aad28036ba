/**
 * The chat template the platform serves a model with when it has none of its own (a base model such as
 * meta-llama/Llama-3.2-1B, or an adapter on one): vLLM answers every chat completion with 400 without a template. Plain
 * "Role: text" turns, then "Assistant:" for the model to go on from; the tokenizer's own BOS first, as chat templates
 * put it (vLLM adds no special tokens to a templated chat).
 */
const PLAIN_CHAT_TEMPLATE = `{{ bos_token }}{% for message in messages %}{{ message['role'] | capitalize }}: {{ message['content'] }}

{% endfor %}{% if add_generation_prompt %}Assistant:{% endif %}`;

/** Where in the model's folder the start script writes {@link PLAIN_CHAT_TEMPLATE}. */
const PLAIN_CHAT_TEMPLATE_FILE = 'bagel-plain-chat-template.jinja';

/**
 * What a deployment's pod runs first, in the model server image's own Python (standard library only): it fetches the
 * model's files from the platform (`pod-weights.ts`; `VLLM_API_KEY`, the pod's token, proves who asks), checks each
 * against its SHA-256, then replaces itself with the model server. A fine-tune's folder holds a LoRA adapter, which
 * vLLM serves on top of its base model from the hub under the deployment's name (downloading it with `HF_TOKEN` when
 * the platform has one); any other folder is the model. With `BAGEL_CHAT_TEMPLATE=plain` (the platform found no chat
 * template for the model when it was deployed) it writes the platform's plain template into the folder and names it
 * to vLLM with `--chat-template`.
 *
 * Arguments: the manifest's URL, the folder to fill, the server's module, then the server's own arguments (which name
 * the model with `--served-model-name`).
 */
export const FETCH_AND_SERVE = String.raw`
import hashlib, json, os, sys, urllib.parse, urllib.request

manifest_url, model_dir, server_module, *server_args = sys.argv[1:]
headers = {"Authorization": "Bearer " + os.environ["VLLM_API_KEY"]}

def fetch(url):
    return urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=600)

with fetch(manifest_url) as reply:
    manifest = json.load(reply)
if not manifest["files"]:
    sys.exit("The model has no files to serve: upload its weights first")
for file in manifest["files"]:
    target = os.path.join(model_dir, *file["path"].split("/"))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    digest = hashlib.sha256()
    url = manifest_url + "/file?path=" + urllib.parse.quote(file["path"], safe="")
    with fetch(url) as body, open(target + ".part", "wb") as out:
        while chunk := body.read(1 << 20):
            digest.update(chunk)
            out.write(chunk)
    if digest.hexdigest() != file["sha256"]:
        sys.exit(file["path"] + ": the bytes fetched do not match the platform's checksum")
    os.replace(target + ".part", target)
    print("fetched", file["path"], file["size"], "bytes", flush=True)

adapter_config = os.path.join(model_dir, "adapter_config.json")
if os.path.exists(adapter_config):
    with open(adapter_config) as config_file:
        config = json.load(config_file)
    at = server_args.index("--served-model-name")
    name = server_args[at + 1]
    del server_args[at : at + 2]
    rank = next((r for r in (8, 16, 32, 64, 128, 256) if r >= int(config.get("r", 8))), 256)
    model_args = ["--model", config["base_model_name_or_path"], "--enable-lora",
                  "--lora-modules", name + "=" + model_dir, "--max-lora-rank", str(rank)]
else:
    model_args = ["--model", model_dir]
if os.environ.get("BAGEL_CHAT_TEMPLATE") == "plain":
    template_path = os.path.join(model_dir, ${JSON.stringify(PLAIN_CHAT_TEMPLATE_FILE)})
    with open(template_path, "w") as template_file:
        template_file.write(${JSON.stringify(PLAIN_CHAT_TEMPLATE)})
    server_args += ["--chat-template", template_path]
os.execv(sys.executable, [sys.executable, "-m", server_module, *model_args, *server_args])
`;

/** vLLM's OpenAI-compatible server, the module the image's own entrypoint runs. */
export const VLLM_SERVER_MODULE = 'vllm.entrypoints.openai.api_server';

/** Where in the pod the model's files go (the container disk). */
export const POD_MODEL_DIR = '/workspace/model';
